import { fieldLabelsFor, nameFieldsByLabel } from '../engine/field-labels.ts';
import type { HttpErrorRule, ResolvedProgramme } from '../engine/types.ts';
import { ApiError, isApiError } from '../api/api-error.ts';

/**
 * A failure the client itself decides (a missing parameter, a denied location): a text key of the programme's
 * texts, and whether the user is told (quiet failures are only tracked, spec §2 location: "only logged").
 */
export class EffectFailure extends Error {
  readonly textKey: string;
  readonly quiet: boolean;
  readonly label: string;

  constructor(textKey: string, options: { quiet?: boolean; label?: string } = {}) {
    super(textKey);
    this.name = 'EffectFailure';
    this.textKey = textKey;
    this.quiet = options.quiet ?? false;
    this.label = options.label ?? textKey;
  }
}

export function isEffectFailure(error: unknown): error is EffectFailure {
  return error instanceof EffectFailure;
}

/** The first rule of http-errors.json that matches the failure (spec §8: first match wins). */
export function matchHttpErrorRule(rules: readonly HttpErrorRule[], error: ApiError): HttpErrorRule | undefined {
  return rules.find((rule) => {
    const { status, code, endpoint, offline } = rule.match;
    if (status && !status.includes(error.statusCode)) return false;
    if (offline !== undefined && offline !== error.offline) return false;
    if (code !== undefined && code !== error.code) return false;
    if (endpoint !== undefined && !endpoint.split('|').includes(error.endpoint)) return false;
    return true;
  });
}

/**
 * A 400 answering a screen's action names the fields it refuses as the borrower knows them: by the label of the
 * form's field (the schema title or ui:title), never by their JSON names.
 */
export function withFieldLabels(error: unknown, programme: ResolvedProgramme, screenId: string | undefined): unknown {
  if (!isApiError(error) || error.statusCode !== 400 || !error.message) return error;
  const message = nameFieldsByLabel(error.message, fieldLabelsFor(programme, screenId));
  if (message === error.message) return error;
  return new ApiError({
    statusCode: error.statusCode,
    code: error.code,
    message,
    body: error.body,
    endpoint: error.endpoint,
    offline: error.offline,
  });
}
