/**
 * Cell and neighbour maths, shared by the browser and the server. A cell is its index,
 * row * width + column; neighbours are the up to eight cells around it (not the cell itself).
 */

export type GridSize = { readonly width: number; readonly height: number };

export function cellIndex(width: number, row: number, column: number): number {
  return row * width + column;
}

export function cellRow(width: number, cell: number): number {
  return Math.floor(cell / width);
}

export function cellColumn(width: number, cell: number): number {
  return cell % width;
}

export function isCell(size: GridSize, cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < size.width * size.height;
}

/** The neighbours of a cell in row order. */
export function neighbours(size: GridSize, cell: number): number[] {
  const { width, height } = size;
  const row = cellRow(width, cell);
  const column = cellColumn(width, cell);
  const result: number[] = [];
  for (let r = row - 1; r <= row + 1; r++) {
    if (r < 0 || r >= height) continue;
    for (let c = column - 1; c <= column + 1; c++) {
      if (c < 0 || c >= width || (r === row && c === column)) continue;
      result.push(r * width + c);
    }
  }
  return result;
}

export function areNeighbours(size: GridSize, a: number, b: number): boolean {
  if (a === b) return false;
  const dr = Math.abs(cellRow(size.width, a) - cellRow(size.width, b));
  const dc = Math.abs(cellColumn(size.width, a) - cellColumn(size.width, b));
  return dr <= 1 && dc <= 1;
}

/**
 * Every cell's neighbours in one flat array, for the hot loops of the generator and solver:
 * cell c's neighbours are table[9c + 1 .. 9c + table[9c]]. Cached per size (there are only a few).
 */
export type NeighbourTable = Int32Array;

const tables = new Map<string, NeighbourTable>();

export function neighbourTable(size: GridSize): NeighbourTable {
  const key = `${size.width}x${size.height}`;
  let table = tables.get(key);
  if (!table) {
    const cells = size.width * size.height;
    table = new Int32Array(cells * 9);
    for (let cell = 0; cell < cells; cell++) {
      const list = neighbours(size, cell);
      table[cell * 9] = list.length;
      list.forEach((n, i) => {
        table![cell * 9 + 1 + i] = n;
      });
    }
    tables.set(key, table);
  }
  return table;
}
