import { call, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { fillPlaceholders } from '../../engine/identity.ts';
import { isJsonObject } from '../../engine/json.ts';
import { buildKfsContent, figureBasisOf, type KfsConfig, type KfsContent } from '../../engine/kfs.ts';
import { sayIn } from '../../engine/message-format.ts';
import { renderKfsDocument } from '../../engine/kfs-document.ts';
import { EffectFailure } from '../failure.ts';
import { selectRuleContext } from '../selectors.ts';
import type { RootState, SagaDeps, SavedFile } from '../types.ts';
import { callEndpoint, stringOrNull, type EffectInput, type EffectWorkers } from './effect-kit.ts';

// Loan Success's documents: the signed agreement (the lender's file), the Key Fact Statement (built here from the
// same figures the borrower acknowledged) and a copy of both by e-mail (the lender sends it).

/** Hands a file to the borrower's device; without a way to (a headless run) the borrower is told it failed. */
function saveOnDevice(deps: SagaDeps, file: SavedFile): void {
  if (!deps.services.saveFile)
    throw new EffectFailure('generic_error', { label: `documents:cannot-save:${file.name}` });
  deps.services.saveFile(file);
}

/** Base64 (the lender's file in its JSON answer) as bytes; null when it is not base64. */
export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> | null {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The signed agreement the lender answers (`{fileName, contentType, content}`, content in base64), saved on the device. */
export function* saveAgreement(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const data: unknown = yield call(callEndpoint, deps, input, 'agreement');
  const doc = isJsonObject(data) ? data : {};
  const name = stringOrNull(doc.fileName);
  const bytes = typeof doc.content === 'string' ? bytesOfBase64(doc.content) : null;
  if (!name || !bytes) throw new EffectFailure('generic_error', { label: 'documents:agreement:unreadable' });
  saveOnDevice(deps, { name, type: stringOrNull(doc.contentType) ?? 'application/octet-stream', content: bytes });
}

/** The KFS config of the screen the action names (`params.screen`), fetched when the build shipped it apart. */
function* kfsConfigOf(deps: SagaDeps, screenId: string): SagaIterator<{ config: KfsConfig; title: string } | null> {
  const screen = deps.programme.screens[screenId];
  if (screen?.kind !== 'kfs') return null;
  let config = screen.kfs;
  if (!config && deps.services.loadScreenParts) {
    const parts: Record<string, Record<string, unknown>> = yield call(deps.services.loadScreenParts, deps.programme.id);
    const shipped = parts[screenId]?.kfs;
    config = isJsonObject(shipped) ? (shipped as unknown as KfsConfig) : undefined;
  }
  return config ? { config, title: screen.texts?.heading ?? screen.title } : null;
}

/**
 * The Key Fact Statement of the accepted offer as a page to keep: the KFS screen's content (`params.screen` names it)
 * built by the same engine from the same figures, framed by the lender's name and the statement's intro, saved as
 * `params.fileName`.
 */
export function* saveKfs(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const screenId = stringOrNull(input.params.screen) ?? '';
  const kfs: { config: KfsConfig; title: string } | null = yield call(kfsConfigOf, deps, screenId);
  const basis = figureBasisOf(deps.programme.programme.offer);
  if (!kfs || !basis) throw new EffectFailure('generic_error', { label: `documents:kfs:no-kfs-screen:${screenId}` });
  const state: RootState = yield select();
  const content: KfsContent | null = buildKfsContent(
    kfs.config,
    basis,
    selectRuleContext(state, deps.programme),
    sayIn(deps.programme),
  );
  if (!content) throw new EffectFailure('missing_lead_offer_id', { label: 'documents:kfs:no-terms' });
  const identity = deps.programme.programme.identity;
  const lender = identity ? fillPlaceholders(deps.programme.texts.identity_lender ?? '', { ...identity }) : '';
  const html = renderKfsDocument(content, { title: kfs.title, lines: [lender, kfs.config.intro ?? ''] });
  saveOnDevice(deps, {
    name: stringOrNull(input.params.fileName) ?? 'key-fact-statement.html',
    type: 'text/html;charset=utf-8',
    content: html,
  });
}

/** The lender e-mails the signed agreement and the Key Fact Statement to the borrower's address on the application. */
export function* emailDocuments(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'email');
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const DOCUMENT_WORKERS = {
  'documents/saveAgreement': saveAgreement,
  'documents/saveKfs': saveKfs,
  'documents/email': emailDocuments,
} satisfies EffectWorkers;
