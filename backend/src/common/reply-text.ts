import EmailReplyParser from 'email-reply-parser';

/**
 * The reply's own words: what the dealer wrote above the quoted history, without the signature.
 * Quoted mail ("> …", "On … wrote:", "El … escribió:", Outlook's "From: … Sent: …" and "De: …
 * Enviado: …" blocks, "-----Original Message-----", forwarded chains) never counts.
 *
 * Our own pass finds where quoted history starts, line by line, in linear time over the whole
 * text. The part above it goes to email-reply-parser, which drops signatures ("Sent from my
 * iPhone", "-- ", "Regards,") and quoted fragments, but bounded: its regular expressions are
 * safe only with the native re2 engine (not installed: it downloads a binary), and without it a
 * few of them take quadratic or cubic time on text made to hurt them. So it gets at most
 * LIBRARY_CHARS, lines over LIBRARY_LINE_CHARS stand in as placeholders (no signature or header
 * is that long), and the words its foreign-language headers look for are masked (English and
 * Spanish need none); what lies past LIBRARY_CHARS is kept as it is.
 */

/** A reply is read up to this many characters, the API's limit for one; a longer text passed in is cut there. */
export const MAX_READ_CHARS = 50_000;
/** A dealer writes a few hundred words: the mail library sees the first 8,000 characters of the text. */
const LIBRARY_CHARS = 8_000;
const LIBRARY_LINE_CHARS = 1_000;
/** Header words of languages the reader does not read, which make the library's patterns backtrack. */
const FOREIGN_HEADER_WORDS = /skrev|schreef|schrieb|pisze|napisa|kirjoitti|scritto|escreveu|écrit|dnia|dniu|作成|写道|작성|メッセージ/gi;

const QUOTE_HEADER =
  /^\s*(?:-{2,}\s*(?:original message|forwarded message|mensaje original|mensaje reenviado)\s*-{2,}|_{10,}\s*$|begin forwarded message:|inicio del mensaje reenviado:)/i;
const ON_WROTE = /^\s*(?:On|El)\s.{4,200}\b(?:wrote|escribió):\s*$/i;
const ON_LINE = /^\s*(?:On|El)\s.{4,200}$/i;
const WROTE_END = /\b(?:wrote|escribió):\s*$/i;
const MAIL_HEADER = /^\s*(?:From|Sent|Date|To|Cc|Subject|De|Enviado(?: el)?|Fecha|Para|CC|Asunto):\s/i;
const FROM_LINE = /^\s*(?:From|De):\s/i;
const DASHED_RULE = /^\s*-{5,}\s*$/;
const QUOTED_START = new RegExp(`${MAIL_HEADER.source}|^\\s*>|^\\s*(?:On|El)\\s.{4,200}\\b(?:wrote|escribió):`, 'i');

/** Where quoted history starts: a separator, "On … wrote:" (maybe wrapped), or a From/De line with more header lines under it. */
function quoteStart(lines: string[], index: number): boolean {
  const line = lines[index];
  if (line.length > 300) return false;
  if (QUOTE_HEADER.test(line) || ON_WROTE.test(line)) return true;
  // A bare rule of dashes starts quoted mail only when mail follows it; under a table it is the table's.
  if (DASHED_RULE.test(line)) return lines.slice(index + 1, index + 4).some((following) => following.length < 300 && QUOTED_START.test(following));
  const next = lines[index + 1] ?? '';
  if (ON_LINE.test(line) && next.length < 120 && WROTE_END.test(next)) return true;
  return FROM_LINE.test(line) && lines.slice(index + 1, index + 4).some((following) => following.length < 300 && MAIL_HEADER.test(following));
}

const VALEDICTION =
  /^\s*(?:(?:best|kind|warm|warmest|with kind)\s+regards|regards|with regards|best|best wishes|sincerely(?:\s+yours)?|yours\s+(?:truly|sincerely)|respectfully(?:\s+yours)?|thanks(?:\s+(?:again|so much))?|thank\s+you(?:\s+(?:again|so much))?|many\s+thanks|cheers|all\s+the\s+best|take\s+care|with\s+appreciation|cordially|atentamente|saludos(?:\s+cordiales)?|un\s+saludo|cordialmente|reciba\s+un\s+cordial\s+saludo|gracias|muchas\s+gracias)\s*(?:[,.!]\s*)?$/i;
const FOOTER =
  /^\s*(?:--\s*$|—\s|sent from my\b|enviado desde\b|confidentiality notice|disclaimer:|aviso de confidencialidad|this (?:e-?mail|message) (?:and any attachments )?(?:is|are|may contain|contains) (?:confidential|intended))/i;

export interface ReplyText {
  /** The dealer's own words, lines as written. */
  text: string;
  /** Whether anything was cut off as quoted history. */
  quoted: boolean;
}

const parser = new EmailReplyParser();

/** What email-reply-parser keeps visible of `lines`, mapped back to the original lines. */
function visibleLines(all: string[]): string[] {
  let size = 0;
  let count = 0;
  while (count < all.length && size + all[count].length <= LIBRARY_CHARS) size += all[count++].length + 1;
  const [lines, rest] = [all.slice(0, count), all.slice(count)];
  const masked = lines.map((line, index) =>
    line.length > LIBRARY_LINE_CHARS ? `\u2063line ${index}` : line.replace(FOREIGN_HEADER_WORDS, (word) => '·'.repeat(word.length)),
  );
  const visible = parser.parseReply(masked.join('\n')).split('\n');
  // The library keeps lines in order and only trims their ends (a tag taken out of HTML leaves a space at the end): match them
  // back one by one.
  const kept: string[] = [];
  let at = 0;
  let lastKept = -1;
  for (const line of visible) {
    const wanted = line.trim();
    while (at < masked.length && masked[at].trim() !== wanted) at += 1;
    if (at === masked.length) break;
    kept.push(lines[at]);
    lastKept = at;
    at += 1;
  }
  // Past the window the text goes on from where the window ended: when the library hid the window's
  // last words (quoted history or a signature), what follows them is hidden with them.
  let lastWords = lines.length - 1;
  while (lastWords >= 0 && lines[lastWords].trim() === '') lastWords -= 1;
  return lastWords < 0 || lastKept >= lastWords ? [...kept, ...rest] : kept;
}

export function replyText(email: string): ReplyText {
  // Mail pasted from an HTML view keeps tags and entities; line breaks (<br>, </p>, </div>) stay breaks.
  const plain = email
    .slice(0, MAX_READ_CHARS)
    .replace(/\r\n?/g, '\n')
    .replace(/<(?:br|\/p|\/div|\/tr|\/li)\b[^<>]{0,200}>/gi, '\n')
    .replace(/<\/?[a-z][^<>]{0,200}>/gi, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>');
  // A help desk's "##- Please type your reply above this line -##" marks where an answer would go, not quoted mail below it.
  const lines = plain.split('\n').filter((line) => !/^\s*##-.{0,80}-##\s*$/.test(line));
  let quoted = false;
  let cut = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    if (quoteStart(lines, index)) {
      cut = index;
      quoted = true;
      break;
    }
  }
  const own = visibleLines(lines.slice(0, cut));
  const kept: string[] = [];
  let saidSomething = false;
  for (const line of own) {
    if (FOOTER.test(line)) break;
    // The valediction ends the message when something came before it; the name and title below it are no part of the reply.
    if (VALEDICTION.test(line) && saidSomething) break;
    if (/^\s*>/.test(line)) {
      quoted = true;
      continue;
    }
    // Spaces a tag left at a line's end are no part of it.
    kept.push(line.trimEnd());
    saidSomething ||= line.trim().length > 0;
  }
  const text = kept.join('\n').trim();
  return { text: text || lines.slice(0, cut).join('\n').trim(), quoted: quoted || own.length < cut };
}
