import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Example } from './how-to-example';

describe("Takuzu's how-to example", () => {
  it('pictures "no two rows the same" with two equal rows, marked as not allowed', () => {
    render(<Example />);
    const rule = screen.getByTestId('takuzu-equal-rows');
    expect(rule).toHaveTextContent('No two rows (or columns) the same.');
    expect(rule).toHaveTextContent('Wrong: two rows both 0 1 0 1 1 0.');
    const rows = within(rule).getAllByTestId('example-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toMatch(/^[01]{6}$/);
    expect(rows[1]?.textContent).toBe(rows[0]?.textContent);
    expect(rule).toHaveTextContent('✗');
  });
});
