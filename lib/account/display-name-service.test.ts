import { describe, expect, it } from 'vitest';
import type { Store } from '@/lib/db/store';
import { refusal } from '@/tests/support/refusal';
import { createDisplayNameService, isOffensiveName, MESSAGES } from './display-name-service';

// Ordinary names, including ones that contain a listed word across a separator or inside a word.
const FINE = [
  'Scunthorpe',
  'Cass Hitchens',
  'Grape Juice',
  'Ana Lee',
  'Ana L',
  'Anu S',
  'Pen Island',
  'Essex Lad',
  'Sussex',
  'Hannah',
  'Cassandra',
  'Ashley',
  'Sasha',
  'Mustafa',
  'Hasan',
  'Shirin',
  'Kumar',
  'Pippa',
  'Nigel',
  'Titus',
  'Sexton',
  'Raphael',
  'Rapunzel',
  'Dickens',
  'Hancock',
  'Cockburn',
  'Peacock',
  'Matsushita',
  'Assad',
  'Therapist',
  'Hitchcock',
  'Cumberbatch',
  'Arsenal Fan',
  'Kit Kat',
  'Hit Man',
  'Shi Tao',
  'Chen Li',
  'Hung Le',
  'Jo Ann',
  'Li Na',
  'Mi Ha',
  'Nik Ki',
  'Su Ki',
  'Yu Ki',
  'Lu Ke',
  'Pat Ma',
  'Sh Ila',
  'Mia',
  'Olga',
  'Sven',
  'Ingrid',
  'Ibrahim',
  'Fatima',
  'Priya',
  'Wei',
  'Jose',
  'Maria',
  'Anna',
  'Noor',
  'Amir',
  'Luca',
  'Sofia',
  'Quiet Otter 482',
  'Brave Falcon 101',
  'Misty Lynx 555',
  'Golden Tapir 808',
];
// Listed words spelled with separators, digit look-alikes, or both.
const REFUSED = [
  's_h_i_t',
  'c-u-n-t',
  'f u c k',
  'F U C K',
  'f_u_c_k_e_r',
  'fu ck',
  'sh it',
  'cu nt',
  'Tw At',
  'a s s',
  'sh1t',
  '5hit',
  'S H 1 T',
  '5-h-1-t',
  'b1tch',
  'b-1-t-c-h',
  'n_1_g_g_e_r',
  'w h o r e',
  'p-u-s-s-y',
  'Big f u c k',
  'x s h i t x',
  'c u n t y',
  'Big Fucker',
  'shit',
  'Fuuuck',
];

describe('offensive display names', () => {
  it('lets ordinary names through', () => {
    expect(FINE.filter(isOffensiveName)).toEqual([]);
  });

  it('sees through separators and digit look-alikes', () => {
    expect(REFUSED.filter((name) => !isOffensiveName(name))).toEqual([]);
  });
});

describe('choosing a display name', () => {
  function serviceWith(taken: string[]) {
    const saved: string[] = [];
    const profiles = {
      displayName: async () => ({ name: 'Calm Fox 123', chosen: false }),
      setDisplayName: async (_userId: string, name: string) => (taken.includes(name) ? 'taken' : (saved.push(name), 'ok')),
    } as unknown as Store['profiles'];
    return { service: createDisplayNameService({ profiles }), saved };
  }

  it('refuses an offensive name before it reaches the store', async () => {
    const { service, saved } = serviceWith([]);
    for (const name of ['s_h_i_t', 'sh1t', 'c-u-n-t'])
      expect(await refusal(service.choose('u', name))).toEqual({ status: 422, message: MESSAGES.offensive });
    expect(saved).toEqual([]);
  });

  it('saves the normalised name, and answers 409 when the store finds it taken', async () => {
    const { service, saved } = serviceWith(['Quiet Otter']);
    expect(await service.choose('u', '  Grape   Juice ')).toEqual({ name: 'Grape Juice', chosen: true });
    expect(saved).toEqual(['Grape Juice']);
    expect(await refusal(service.choose('u', 'Quiet Otter'))).toEqual({ status: 409, message: MESSAGES.taken });
  });
});
