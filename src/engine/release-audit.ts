import { isJsonObject, type Json } from './json.ts';
import { buildKfsContent, figureBasisOf } from './kfs.ts';
import { sayIn } from './message-format.ts';
import type { Digest } from './release-chain.ts';
import { createRuleContext } from './rules.ts';
import type { ResolvedProgramme } from './types.ts';

// What a borrower saw, rebuilt from the programme version their lead began on: the consents ticked at login and the
// Key Fact Statement acknowledged, each with the hash of its text; the KFS's checked against the hash the app sent.

/** What the lender keeps of a lead that an audit reads (the sandbox's lead record). */
export interface AuditedLead {
  leadId: string;
  programmeVersion?: string;
  consent?: { timestamp: number | string; ids: string[] };
  kfsAcknowledgement?: { acknowledgedAt: string; configVersion: string; contentHash: string };
  offer?: Record<string, unknown>;
}

export interface AuditedText {
  what: string;
  text: string;
  sha256: string;
  /** the hash the app recorded for it, when it recorded one */
  recorded?: string;
}

/** The consent boxes the borrower ticked, by the ids the lead recorded, with the label the version showed. */
function consentTexts(programme: ResolvedProgramme, ids: readonly string[], digest: Digest): AuditedText[] {
  return Object.values(programme.screens).flatMap((screen) => {
    if (screen.kind !== 'form' || !screen.consents) return [];
    const properties = programme.forms[screen.id]?.schema.properties;
    return screen.consents
      .filter((c) => ids.includes(c.id))
      .map((c) => {
        const field = isJsonObject(properties) ? properties[c.field] : undefined;
        const text = isJsonObject(field) && typeof field.title === 'string' ? field.title : c.field;
        return { what: `consent ${c.id}`, text, sha256: digest(text) };
      });
  });
}

/** The Key Fact Statement as the kfs screen built it for the lead's offer (the same content the app hashed). */
function kfsText(programme: ResolvedProgramme, lead: AuditedLead, digest: Digest): AuditedText[] {
  const ack = lead.kfsAcknowledgement;
  const basis = figureBasisOf(programme.programme.offer);
  return Object.values(programme.screens).flatMap((screen) => {
    if (screen.kind !== 'kfs' || !screen.kfs || !basis || !ack) return [];
    const context = createRuleContext({ constants: programme.constants, offer: lead.offer ?? null });
    const content = buildKfsContent(screen.kfs, basis, context, sayIn(programme));
    if (!content) return [];
    const text = JSON.stringify(content);
    return [{ what: `kfs ${screen.id}`, text, sha256: digest(text), recorded: ack.contentHash }];
  });
}

/** Every text the lead's borrower saw that the lead records, rebuilt from `programme` (the lead's version). */
export function auditLead(programme: ResolvedProgramme, lead: AuditedLead, digest: Digest): AuditedText[] {
  return [...consentTexts(programme, lead.consent?.ids ?? [], digest), ...kfsText(programme, lead, digest)];
}

/** The KFS content's readable lines (its JSON text, one section a line), for printing. */
export function readableKfs(text: string): string[] {
  const content = JSON.parse(text) as Json;
  return isJsonObject(content) && Array.isArray(content.sections)
    ? content.sections.map((section) => JSON.stringify(section))
    : [text];
}
