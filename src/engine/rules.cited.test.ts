// Every rule of docs/rules/RUSH_RULES.md is cited by a test: a rule ID (R-AREA-n) written in a
// test file under src/ or e2e/ (tests are named after the rules they check). A rule no test can
// check is listed below with the reason; the list itself cites nothing (this file is not read),
// and a rule listed here that a test does cite, or that is no rule, fails too, so it stays exact.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SELF = relative(ROOT, __filename);

/** Rules no test checks, each with why. */
const NOT_TESTED: Record<string, string> = {
  // Nothing in the engine blocks a Monster Zone (no card or rule does), so once R-MAX-4 has sent
  // your monsters away all 3 zones are always usable: the case the rule forbids cannot be set up.
  'R-MAX-5': 'no card or rule can block a Monster Zone, so a MAXIMUM Summon always has its 3 zones (R-MAX-4 is tested)',
  // Not implemented: the catalog leaves out the links of alternative pieces (importFacts.ts
  // writes no maximumAltParts / maximumPartAs) and the engine has no such rule. The two sets
  // with such pieces (Dynamic Dino Dynamix, Wish of OuTerverSe) are not playable.
};

/** The rule IDs the rules document defines (`- **R-AREA-n**` at the start of a list item). */
function definedRules(): string[] {
  const text = readFileSync(join(ROOT, 'docs', 'rules', 'RUSH_RULES.md'), 'utf8');
  return [...text.matchAll(/^\s*- \*\*(R-[A-Z]+-\d+)\*\*/gm)].map((m) => m[1] as string);
}

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    // Card test tables (src/cards/cases/<set>.json) cite rules in each case's `rules`.
    const table = /^\d{6}\.json$/.test(e.name) && dir.endsWith(join('cards', 'cases'));
    return (/\.(test\.tsx?|spec\.ts)$/.test(e.name) || table) && path !== SELF ? [path] : [];
  });
}

/** Every rule ID written in a test file (its name, a comment or a check). */
function citedRules(): Set<string> {
  const cited = new Set<string>();
  for (const f of [...testFiles('src'), ...testFiles('e2e')]) {
    for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(/\bR-[A-Z]+-\d+\b/g)) cited.add(m[0]);
  }
  return cited;
}

describe('rule coverage', () => {
  const rules = definedRules();
  const cited = citedRules();

  it('reads the rules document: 148 rules, each defined once', () => {
    expect(rules).toHaveLength(148);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it('every rule is cited by a test, or listed as not testable with its reason', () => {
    const uncited = rules.filter((r) => !cited.has(r) && !(r in NOT_TESTED));
    expect(uncited).toEqual([]);
  });

  it('the list of rules not tested holds only rules of the document that no test cites', () => {
    for (const [rule, why] of Object.entries(NOT_TESTED)) {
      expect(rules, rule).toContain(rule);
      expect(cited.has(rule), `${rule} is cited by a test: take it off the list`).toBe(false);
      expect(why.length, rule).toBeGreaterThan(20);
    }
  });
});
