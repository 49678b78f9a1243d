import { isJsonObject, isSameJson, type Json, type JsonObject } from './json.ts';
import { isListPatch, itemName, LIST_PATCH } from './merge-patch.ts';
import { stepsFromFormat1 } from './migrate-steps.ts';

// A format-1 child of a parent already in format 2: the parent has changed since the child restated its lists, so an
// item the child's copy lacks may be one the parent added later (the offer's amount received, APR and charges), not
// one the child removed. Its lists become patches that remove nothing, and every item kept is printed with the line
// that removes it; a label restated over an offer term renames the term in programme.json `terms`.

/** What the migration of a child over a newer parent says and collects as it goes. */
export interface OverNewerParent {
  /** every change and every kept item, as `file#pointer: what` */
  notes: string[];
  /** offer terms renamed by the child's restated labels: term id -> label */
  renames: Map<string, string>;
  /** the parent's term labels: term id -> label */
  terms: Map<string, string>;
}

/**
 * The list patch `patchBetween` gives (`full`), for a parent newer than the child: without its removals (each kept
 * item printed), and with a label written over a parent's `term` as a rename of that term (the item keeps its term).
 */
export function keepParentItems(parent: Json[], full: Json, at: string, ctx: OverNewerParent): Json {
  if (!isListPatch(full)) return full;
  const operations: Json[] = [];
  for (const op of full[LIST_PATCH]) {
    if (!isJsonObject(op)) continue;
    if (typeof op.$remove === 'string') {
      ctx.notes.push(
        `${at}: keeps "${op.$remove}", which the parent has and this list did not restate (the parent may have added it since): add {"$remove": "${op.$remove}"} to this list's patch to drop it`,
      );
      continue;
    }
    const renamed = asTermRename(parent, op, at, ctx);
    const kept = renamed === undefined ? undefined : inParentOrder(renamed, at, ctx);
    if (kept !== undefined) operations.push(kept);
  }
  return { [LIST_PATCH]: operations };
}

/** A change that also moves a parent's item: the order is the parent's as it is now, and the move is printed instead. */
function inParentOrder(op: Json, at: string, ctx: OverNewerParent): Json | undefined {
  if (!isJsonObject(op) || op.$insert !== undefined || (op.$after === undefined && op.$before === undefined)) return op;
  const { $after, $before, ...rest } = op;
  const where = $after === undefined ? { $before } : { $after };
  ctx.notes.push(
    `${at}: "${itemName(op)}" stays where the parent has it now; this list's copy had it ${$after === undefined ? 'before' : 'after'} "${String($after ?? $before)}": add ${JSON.stringify({ ...nameOf(op), ...where })} to this list's patch to move it`,
  );
  return Object.keys(rest).length > 1 ? rest : undefined;
}

const nameOf = (op: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(op)
      .filter(([k]) => ['id', 'key', 'type', 'name'].includes(k))
      .slice(0, 1),
  );

/** An operation that sets a label and deletes the parent item's term: the term's rename instead (undefined if nothing else changes). */
function asTermRename(parent: Json[], op: JsonObject, at: string, ctx: OverNewerParent): Json | undefined {
  const item = parent.find((p) => itemName(p) === itemName(op));
  if (!isJsonObject(item) || typeof item.term !== 'string' || op.term !== null || typeof op.label !== 'string')
    return op;
  const { label, term: _term, ...rest } = op;
  const changesMore = Object.keys(rest).some((k) => !['id', 'key', 'type', 'name'].includes(k));
  // the copy's label is the term's as the parent names it now: nothing to rename
  if (ctx.terms.get(item.term) === label) return changesMore ? rest : undefined;
  const known = ctx.renames.get(item.term);
  if (known === undefined) ctx.renames.set(item.term, label);
  ctx.notes.push(
    `${at}: "${itemName(op)}" keeps its term "${item.term}"${known === undefined || known === label ? `, renamed "${label}" in programme.json#/terms` : ` (already renamed "${known}"; this list said "${label}")`}`,
  );
  return changesMore ? rest : undefined;
}

/** programme.json with the collected term renames in its `terms` patch (after any the child already has). */
export function withTermRenames(programme: JsonObject, renames: Map<string, string>): JsonObject {
  if (!renames.size) return programme;
  const own = isListPatch(programme.terms) ? programme.terms[LIST_PATCH] : [];
  const named = new Set(own.map(itemName));
  const added = [...renames].filter(([id]) => !named.has(id)).map(([id, label]) => ({ id, label }));
  return { ...programme, terms: { [LIST_PATCH]: [...own, ...added] } };
}

/**
 * A quote screen of the child that restates the child's offer fields: the quote shows the offer's fields (with their
 * terms) when it has none of its own, so the copy goes. Returns the screen without it, or undefined when it differs.
 */
export function withoutQuoteCopy(screen: JsonObject, offerFields: Json | undefined): JsonObject | undefined {
  if (!Array.isArray(screen.fields) || !Array.isArray(offerFields) || !isSameJson(screen.fields, offerFields))
    return undefined;
  const { fields: _fields, ...rest } = screen;
  return rest;
}

type Files = Readonly<Record<string, Json>>;

/** The parent's format-2 steps as format 1 wrote them: each home screen's cards, and the progress over them. */
function asFormat1(parentSteps: JsonObject[]): { cards: Record<string, Json[]>; progress: Json[] } {
  const cards: Record<string, Json[]> = {};
  const progress: Json[] = [];
  for (const step of parentSteps) {
    const { home, screens, ...card } = step;
    if (typeof home === 'string') {
      (cards[home] ??= []).push(card);
      progress.push({ card: `${home}/${String(step.id)}`, ...(screens === undefined ? {} : { screens }) });
    } else {
      const { id: _id, title, ...rest } = card;
      progress.push({ label: title as Json, ...rest, ...(screens === undefined ? {} : { screens }) });
    }
  }
  return { cards, progress };
}

/**
 * The steps of a format-1 child over a format-2 parent: the child's cards and progress steps where it wrote them,
 * the parent's (as format 1 would have written them) where it did not, read as steps; a progress step with its own
 * label takes the id of the parent's step of that title; each step keeps the fields of the parent's step it does not
 * state (format 1 could not say them). `mine` are the child's own files, relative to its folder.
 */
export function childStepsOverFormat2(
  parentSteps: JsonObject[],
  mine: Files,
  ctx: OverNewerParent,
  folder: string,
): JsonObject[] | undefined {
  const parent = asFormat1(parentSteps);
  const ownProgress =
    isJsonObject(mine['programme.json']) && isJsonObject(mine['programme.json'].progress)
      ? mine['programme.json'].progress.steps
      : undefined;
  const view: Record<string, Json> = {
    'programme.json': { progress: { steps: Array.isArray(ownProgress) ? ownProgress : parent.progress } },
  };
  for (const [home, cards] of Object.entries(parent.cards)) view[`screens/${home}.json`] = { cards };
  for (const [path, content] of Object.entries(mine))
    if (path.startsWith('screens/') && isJsonObject(content) && Array.isArray(content.cards))
      view[path] = { cards: content.cards };
  const steps = stepsFromFormat1(view);
  if (!steps) return undefined;
  for (const [path, content] of Object.entries(view)) {
    if (
      path.startsWith('screens/') &&
      mine[path] !== undefined &&
      isJsonObject(content) &&
      Array.isArray(content.cards)
    ) {
      ctx.notes.push(
        `${folder}${path}#/cards: card ${content.cards.map((c) => `"${String(itemName(c))}"`).join(', ')} ${content.cards.length > 1 ? 'are steps' : 'is the step'} of the same id in programme.json#/steps (home "${path.slice('screens/'.length, -'.json'.length)}")`,
      );
    }
  }
  if (Array.isArray(ownProgress))
    ownProgress.forEach((item, i) => {
      if (isJsonObject(item) && typeof item.card === 'string')
        ctx.notes.push(
          `${folder}programme.json#/progress/steps/${i}: card "${item.card}" is step "${item.card.split('/').pop() ?? ''}"`,
        );
    });
  return steps.map((step) => {
    const byTitle =
      typeof step.home !== 'string' && !parentSteps.some((p) => p.id === step.id)
        ? parentSteps.find((p) => p.home === undefined && p.title === step.title)
        : undefined;
    const id = (byTitle?.id ?? step.id) as Json;
    if (byTitle)
      ctx.notes.push(
        `${folder}programme.json#/progress/steps: the progress step "${String(step.title)}" is the parent's step "${String(id)}"`,
      );
    const same = parentSteps.find((p) => p.id === id);
    return same ? { ...same, ...step, id } : { ...step, id };
  });
}
