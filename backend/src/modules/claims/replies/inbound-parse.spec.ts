import { samplePdf } from '../../../../test/document-samples';
import { textBombPdf } from '../../../../test/hostile-documents';
import { brokenEncodingMails, manyAttachmentsMail, nestedMail, replyWithAttachments, scriptedHtmlMail } from '../../../../test/hostile-mail';
import { htmlText, parse, storable, type ParsedInbound } from './inbound-parse.tasks';

const parsed = async (raw: Buffer): Promise<ParsedInbound> => {
  const outcome = await parse(new Uint8Array(raw));
  if (!('parsed' in outcome)) throw new Error(`Quarantined: ${outcome.quarantined}`);
  return outcome.parsed;
};

describe('Reading an inbound message', () => {
  it('quarantines deep nesting by its depth before parsing, however deep, and counts parts without their container', async () => {
    expect(await parse(new Uint8Array(nestedMail(10_000)))).toEqual({ quarantined: 'Multipart nesting deeper than 8 levels: no reply is built that way' });
    expect(await parse(new Uint8Array(nestedMail(9)))).toEqual({ quarantined: expect.stringMatching(/^Multipart nesting deeper than 8/) as string });
    expect((await parsed(nestedMail(7))).text).toBe('deep');
    expect(await parse(new Uint8Array(manyAttachmentsMail(1_000)))).toEqual({ quarantined: 'More than 100 MIME parts (1001)' });
    expect(await parse(new Uint8Array(manyAttachmentsMail(99)))).toEqual({ quarantined: 'More than 20 attachments (99)' });
  });

  it('keeps no NUL byte or lone surrogate in what is stored', async () => {
    const reply = await parsed(brokenEncodingMails('<claim-1@example.test>')['NUL bytes']);
    expect(reply).toMatchObject({ subject: 'Re: claim with a NUL', text: 'We can offer $150. Regards', inReplyTo: '<claim-1@example.test>' });
    expect(reply.attachments.map((attachment) => attachment.name)).toEqual(['note.txt']);
    expect(storable('a\u0000b\ud800c\udc00d\ud83d\ude00')).toBe('ab\ufffdc\ufffdd\ud83d\ude00');
  });

  it('reads every broken encoding as what it can', async () => {
    for (const raw of Object.values(brokenEncodingMails('<claim-1@example.test>'))) {
      const reply = await parsed(raw);
      expect(reply.inReplyTo).toBe('<claim-1@example.test>');
      expect(`${reply.subject}${reply.text}`).not.toContain('\u0000');
    }
  });

  it('reads an HTML-only reply as the words it shows, in one pass', async () => {
    // The words shown, a link's text included; nothing of the script, the handlers or the addresses they call.
    const shown = (await parsed(scriptedHtmlMail('<claim-1@example.test>'))).text;
    expect(shown.split(/\s+/).filter(Boolean).join(' ')).toBe('We can offer $90 for the days without your car. details');
    expect(htmlText(`<p>Offer</p><img src=x title="${'a'.repeat(500)}" onerror="alert(1)"><script>evil()`)).toBe('\nOffer\n  ');
    expect(htmlText('<STYLE>p{}</Style>1 < 2 &lt;b&gt; <!-- hidden --> <B>bold</b>')).toBe(' 1 < 2 &lt;b&gt;   bold ');
    expect(htmlText('<p>İstanbul İİİ</p><SCRIPT>x()</SCRIPT>ok')).toBe('\nİstanbul İİİ\n ok');
    // Linear in its input, however the tags are left open: measured in the parser bench (npm run bench).
    expect(htmlText(`${'<'.repeat(50_000)}${'<script>'.repeat(10_000)}${'<a'.repeat(10_000)}`)).not.toContain('<script');
  });

  it('refuses a PDF attachment whose text inflates past the cap, keeping the reply, and reads an ordinary one', async () => {
    const bomb = replyWithAttachments('<claim-1@example.test>', 'See attached.', [{ name: 'ro.pdf', type: 'application/pdf', bytes: await textBombPdf(20) }]);
    expect((await parsed(bomb)).attachments).toEqual([
      { name: 'ro.pdf', bytes: new Uint8Array(0), refused: 'A decompression bomb: it holds compressed content that inflates past 16 MB in one stream' },
    ]);
    const ordinary = replyWithAttachments('<claim-1@example.test>', 'See attached.', [{ name: 'ro.pdf', type: 'application/pdf', bytes: samplePdf() }]);
    expect((await parsed(ordinary)).attachments).toHaveLength(1);

    // 100,000 tiny streams that do not inflate: held back once the message's budget is spent.
    const tiny = Buffer.from(`%PDF-1.7\n${'1 0 obj\n<< /Filter /FlateDecode /Length 3 >>\nstream\nxyz\nendstream\nendobj\n'.repeat(100_000)}%%EOF\n`, 'latin1');
    const many = replyWithAttachments('<claim-1@example.test>', 'See attached.', [{ name: 'many.pdf', type: 'application/pdf', bytes: tiny }]);
    expect((await parsed(many)).attachments).toEqual([
      {
        name: 'many.pdf',
        bytes: new Uint8Array(0),
        refused: "A decompression bomb: it holds compressed content that takes the message's PDFs past 64 MB inflated",
      },
    ]);
  });
});
