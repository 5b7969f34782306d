// Small helpers for reading untrusted JSON with error messages that say where.

import { clip, echo } from '../echo';

export class BoardError extends Error {}

export type Obj = Record<string, unknown>;

export function fail(path: string, message: string): never {
  throw new BoardError(`${path}: ${message}`);
}

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function obj(v: unknown, path: string, allowed: readonly string[]): Obj {
  if (!isObj(v)) fail(path, `expected an object, got ${describe(v)}`);
  for (const k of Object.keys(v)) {
    if (!allowed.includes(k)) fail(path, `unknown field "${clip(k)}" (allowed: ${allowed.join(', ')})`);
  }
  return v;
}

export function arr(v: unknown, path: string): unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) fail(path, `expected a list, got ${describe(v)}`);
  return v;
}

export function int(v: unknown, path: string, def: number, lo: number, hi: number): number {
  if (v === undefined) return def;
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(path, `expected a whole number, got ${describe(v)}`);
  if (v < lo || v > hi) fail(path, `must be from ${lo} to ${hi}, got ${v}`);
  return v;
}

export function bool(v: unknown, path: string, def: boolean): boolean {
  if (v === undefined) return def;
  if (typeof v !== 'boolean') fail(path, `expected true or false, got ${describe(v)}`);
  return v;
}

export function oneOf<T extends string>(v: unknown, path: string, def: T, options: readonly T[]): T {
  if (v === undefined) return def;
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) {
    fail(path, `expected one of ${options.map((o) => JSON.stringify(o)).join(', ')}, got ${describe(v)}`);
  }
  return v as T;
}

export function describe(v: unknown): string {
  return echo(v);
}
