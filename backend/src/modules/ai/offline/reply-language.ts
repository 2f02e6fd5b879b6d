import type { ReplyLanguage } from '@dct/contracts';

/**
 * The language of the reply's own words, by counting each language's commonest words: English
 * and Spanish are read; French, German, Portuguese, Italian, Swedish, Dutch, Danish and anything
 * else is "other" and not read, rather than guessed at; so is a reply most of whose words are
 * written in letters neither English nor Spanish uses (another script, Vietnamese). Linear: one pass over the words, each looked up in a set.
 */
const STOP_WORDS: Record<string, string> = {
  en: 'the and to of a in for is that you your we our it on with this be are as have will at by from or not can please thank would if any was has an us i my me been',
  es: 'el la los las de del que y en un una por para con su sus no es se le lo al nos como más pero sin ya usted ustedes este esta estos hemos podemos gracias muy mi favor también nuestro nuestra fue sea ha antes después hasta desde entre sobre está están hay cuando donde estimado estimada estimados atentamente saludos respuesta agradeceríamos le informamos sr sra buenas buenos tardes días dias soy puedo hola señor señora doña aquí aqui qué cómo gusto dígame digame mañana',
  fr: 'le la les des du de un une et est pour vous votre vos nous notre nos avec sur dans pas que qui au aux ce cette sont merci être avons bien ou je il elle ne ni sa son ses leur à été très bonjour madame monsieur cordialement',
  de: 'der die das und ist nicht ein eine einen sie ihr ihre ihnen wir uns mit für auf dem den des zu im bitte vielen dank haben sind ich auch noch von bei als wie geehrter geehrte grüßen',
  pt: 'o os as de do da dos das que não em um uma para com seu sua você vocês nós é ao pelo pela obrigado obrigada foi está são também muito atenciosamente prezado prezada',
  it: 'il lo la gli le di che è per con non una un del della sono siamo vostro vostra grazie ci ha abbiamo alla nel',
  sv: 'och att det för som har vi med din ditt är inte på av ett kommer hej tack vänliga hälsningar vår våra oss ni',
  nl: 'het een van niet voor aan ook zijn wij ons uw bedankt groeten geachte vriendelijke',
  da: 'og ikke jeg hilsen venlig vennlig mvh',
};
/** Each word counts for the one language it belongs to; words several languages share ("de", "le", "que") tell nothing. */
const OWNER = new Map<string, string | null>();
for (const [language, words] of Object.entries(STOP_WORDS))
  for (const word of words.split(' ')) OWNER.set(word, OWNER.has(word) && OWNER.get(word) !== language ? null : language);

/** Fewer stop words than this and the text says too little to tell (a bare "OK" or a figure): read as English. */
const MIN_EVIDENCE = 2;

/** Letters English and Spanish are written with; a word with any other letter (å, ß, ç, ư, 한, ж…) is from another language. */
const EN_ES_LETTERS = /^[a-zñáéíóúü]+$/i;
/** When at least this share of the words have letters of neither English nor Spanish (Korean, Vietnamese, Russian, Greek…), the reply is in another language whatever its stop words. */
const FOREIGN_LETTER_SHARE = 0.2;

function foreignLetterShare(text: string): number {
  let words = 0;
  let foreign = 0;
  for (const match of text.matchAll(/\p{L}+/gu)) {
    words += 1;
    if (!EN_ES_LETTERS.test(match[0])) foreign += 1;
  }
  return words === 0 ? 0 : foreign / words;
}

export function replyLanguage(text: string): ReplyLanguage {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(STOP_WORDS).map((language) => [language, 0]));
  if (foreignLetterShare(text) >= FOREIGN_LETTER_SHARE) return 'other';
  for (const match of text.toLowerCase().matchAll(/[a-záéíóúñüàâçèêëîïôûœäöãõßåøæ]+/g)) {
    const language = OWNER.get(match[0]);
    if (language) counts[language] += 1;
  }
  const [best, bestCount] = Object.entries(counts).reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  if (bestCount < MIN_EVIDENCE) return 'en';
  if (best === 'en' || best === 'es') return best;
  return 'other';
}
