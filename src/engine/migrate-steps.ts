import { isJsonObject, type Json, type JsonObject } from './json.ts';

// Config format 1 declared a programme's steps twice: each home screen listed its cards (`cards`), and programme.json
// listed the progress over the whole journey (`progress.steps`), each item naming a card ("<home screen>/<card id>")
// or giving its own `label` and `completedWhen`, with the screens where the borrower does it. Format 2 declares each
// step once, in programme.json `steps` (engine/steps.ts); this module turns the first into the second.

/** A programme's files relative to its folder, as `layerProgrammeFiles` gives them ("programme.json", "screens/home.json"). */
type Files = Readonly<Record<string, Json>>;

/** Where format 1 wrote steps in these files: `file#/pointer` for each screen's `cards` and for `progress.steps`. */
export function findFormat1Steps(files: Files): string[] {
  const found = Object.entries(files)
    .filter(([path, content]) => path.startsWith('screens/') && isJsonObject(content) && Array.isArray(content.cards))
    .map(([path]) => `${path}#/cards`);
  const progress = isJsonObject(files['programme.json']) ? files['programme.json'].progress : undefined;
  if (isJsonObject(progress) && Array.isArray(progress.steps)) found.unshift('programme.json#/progress/steps');
  return found.sort((a, b) =>
    a.startsWith('programme.json') ? -1 : b.startsWith('programme.json') ? 1 : a.localeCompare(b),
  );
}

const screenIdOf = (path: string) => path.slice('screens/'.length, -'.json'.length);
const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A card of a home screen as a step: its id and title first, the home screen that shows it, then the rest as written. */
function stepOfCard(card: JsonObject, home: string, screens: Json | undefined): JsonObject {
  const { id, title, description, ...rest } = card;
  return {
    id: id as Json,
    title: title as Json,
    ...(description === undefined ? {} : { description }),
    home,
    ...(screens === undefined ? {} : { screens }),
    ...rest,
  };
}

/**
 * The format-2 `steps` for format-1 files: the progress steps in their order, each one naming a card becoming that
 * card with its home screen and the progress step's screens, each one with its own `label` becoming a step titled
 * so, with the id its label spells ("Pick a plan" -> "pick-a-plan") and no home card; a card the progress does not
 * name follows the last step of its home screen. Undefined when the files hold no format-1 steps.
 */
export function stepsFromFormat1(files: Files): JsonObject[] | undefined {
  if (!findFormat1Steps(files).length) return undefined;
  const cards = new Map<string, { card: JsonObject; home: string }>();
  for (const [path, content] of Object.entries(files)) {
    if (!path.startsWith('screens/') || !isJsonObject(content) || !Array.isArray(content.cards)) continue;
    for (const card of content.cards)
      if (isJsonObject(card) && typeof card.id === 'string')
        cards.set(`${screenIdOf(path)}/${card.id}`, { card, home: screenIdOf(path) });
  }
  const progress = isJsonObject(files['programme.json']) ? files['programme.json'].progress : undefined;
  const listed = isJsonObject(progress) && Array.isArray(progress.steps) ? progress.steps.filter(isJsonObject) : [];
  const steps: JsonObject[] = [];
  const used = new Set<string>();
  for (const item of listed) {
    const named = typeof item.card === 'string' ? cards.get(item.card) : undefined;
    if (named) {
      used.add(item.card as string);
      steps.push(stepOfCard(named.card, named.home, item.screens));
    } else if (typeof item.label === 'string') {
      const { label, card: _card, ...rest } = item;
      steps.push({ id: slug(label), title: label, ...rest });
    }
  }
  for (const [name, { card, home }] of cards) {
    if (used.has(name)) continue;
    const after = steps.map((s) => s.home).lastIndexOf(home);
    steps.splice(after < 0 ? steps.length : after + 1, 0, stepOfCard(card, home, undefined));
  }
  return steps;
}

/** The file without what format 1 wrote of steps: a screen without `cards`, programme.json without `progress.steps`. */
export function withoutFormat1Steps(path: string, content: JsonObject): JsonObject {
  if (path !== 'programme.json') {
    const { cards: _cards, ...rest } = content;
    return rest;
  }
  if (!isJsonObject(content.progress)) return content;
  const { steps: _steps, ...progress } = content.progress;
  return { ...content, progress };
}
