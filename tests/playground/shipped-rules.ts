import { readConfigSource } from '../../src/cli/read-config.ts';
import { isJsonObject, type Json } from '../../src/engine/json.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

/** Keys whose value is a json-logic condition in the config (visibility, navigation, steps, cards, waits). */
const RULE_KEY = /When$|^when$|^until$/;

export interface ShippedRule {
  programme: ResolvedProgramme;
  /** The screen the rule is written on, if it is a screen's. */
  screenId?: string;
  where: string;
  rule: Json;
}

/** Every condition written in the shipped programmes, resolved, with where it is. */
export function listShippedRules(): ShippedRule[] {
  const { source } = readConfigSource(repoRoot);
  const found: ShippedRule[] = [];
  for (const id of listProgrammes(source)) {
    const programme = resolveProgramme(source, id).programme as ResolvedProgramme;
    const walk = (node: unknown, where: string, screenId?: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`, screenId));
      if (!isJsonObject(node)) return;
      for (const [key, value] of Object.entries(node)) {
        if (RULE_KEY.test(key)) found.push({ programme, screenId, where: `${where}/${key}`, rule: value });
        else walk(value, `${where}/${key}`, screenId);
      }
    };
    for (const [screenId, screen] of Object.entries(programme.screens))
      walk(screen, `${id}:screens/${screenId}`, screenId);
    walk(programme.programme, `${id}:programme`);
  }
  return found;
}
