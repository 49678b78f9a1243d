import { listPlaceholders } from './identity.ts';
import { isJsonObject, type Json } from './json.ts';
import { escapePointerSegment } from './pointer.ts';
import type { Problem, ResolvedProgramme } from './types.ts';

// A screen's text shows `{legalName}`, `{help.phone}`, `{offer.emi|inr}`, `{constants.x}` filled only where the
// renderer fills them (engine/identity.ts fillPlaceholders): anywhere else the borrower reads the braces as written.

/** Where a screen's placeholders are filled, and from what: the lender's identity, the offer, the constants. */
const FILLED_AT: ReadonlyArray<{
  at: RegExp;
  where: string;
  scopes: ReadonlyArray<'identity' | 'offer' | 'constants'>;
}> = [
  {
    at: /^\/texts\/(whyWeAsk|stuck)$/,
    where: 'texts.whyWeAsk and texts.stuck',
    scopes: ['identity', 'offer', 'constants'],
  },
  {
    at: /^\/outcome\/(reason|nextSteps\/\d+)$/,
    where: "an outcome's reason and nextSteps",
    scopes: ['identity', 'constants'],
  },
  { at: /^\/kfs\/sections\/\d+\/rows\/\d+\/text$/, where: "a KFS row's text", scopes: ['identity'] },
];

const PLACES = FILLED_AT.map((f) => f.where).join(', ');

function has(scope: unknown, path: string[]): boolean {
  let node = scope;
  for (const part of path) {
    if (!isJsonObject(node) || !Object.hasOwn(node, part)) return false;
    node = node[part];
  }
  return node !== undefined && !isJsonObject(node);
}

/** Why a placeholder written at `pointer` is shown as written, or undefined when it is filled there. */
function explainPlaceholder(p: ResolvedProgramme, pointer: string, name: string): string | undefined {
  const [root = '', ...rest] = name.split('.');
  const identity = p.programme.identity as unknown as Json | undefined;
  const scope =
    root === 'offer' || root === 'constants'
      ? root
      : isJsonObject(identity) && Object.hasOwn(identity, root)
        ? 'identity'
        : undefined;
  // a placeholder of another kind ({count}, {seconds}) is filled by the screen that shows it
  if (scope === undefined) return undefined;
  const place = FILLED_AT.find((f) => f.at.test(pointer));
  if (!place || !place.scopes.includes(scope))
    return `is shown as written here: a screen fills ${scope === 'identity' ? "the identity's" : `${scope}'s`} placeholders only in ${PLACES.split(
      ', ',
    )
      .filter((_, i) => FILLED_AT[i]?.scopes.includes(scope))
      .join(', ')}`;
  if (scope === 'identity' && !has(identity, [root, ...rest])) return "names nothing the programme's identity has";
  if (scope === 'constants' && !(rest.join('.') in p.constants)) return 'names an unknown constant';
  return undefined;
}

/** Every string of a screen whose `{placeholders}` of the identity, offer or constants would not be filled where written. */
export function lintPlaceholders(p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  for (const screen of Object.values(p.screens)) {
    const file = p.origins[`screen:${screen.id}`] ?? '';
    const walk = (node: Json | undefined, at: string): void => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
      else if (isJsonObject(node))
        for (const [k, v] of Object.entries(node)) walk(v, `${at}/${escapePointerSegment(k)}`);
      else if (typeof node === 'string') {
        for (const name of listPlaceholders(node)) {
          const why = explainPlaceholder(p, at, name);
          if (why) problems.push({ file, pointer: at, message: `"{${name}}" ${why}` });
        }
      }
    };
    walk(screen as unknown as Json, '');
  }
  return problems;
}
