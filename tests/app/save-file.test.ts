// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFileInBrowser } from '../../src/app/browser-services.ts';

// Loan Success's downloads in the browser: the file is a blob the page's link downloads under the given name.

afterEach(() => vi.restoreAllMocks());

describe('saveFileInBrowser', () => {
  it.each([
    { name: 'loan-agreement-L1.pdf', type: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]), text: '%PDF' },
    {
      name: 'key-fact-statement.html',
      type: 'text/html;charset=utf-8',
      content: '<h1>Key Fact Statement</h1>',
      text: '<h1>Key Fact Statement</h1>',
    },
  ])(
    '$name: a blob of its type and content, downloaded under its name by a link that does not stay in the page',
    async ({ name, type, content, text }) => {
      const blobs: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:app/1'));
      URL.revokeObjectURL = vi.fn();
      const clicked: Array<{ href: string; download: string }> = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
      saveFileInBrowser({ name, type, content: content as string | Uint8Array<ArrayBuffer> });
      expect(clicked).toEqual([{ href: 'blob:app/1', download: name }]);
      expect(blobs[0]!.type).toBe(type);
      expect(await blobs[0]!.text()).toBe(text);
      expect(document.querySelectorAll('a').length).toBe(0);
    },
  );
});
