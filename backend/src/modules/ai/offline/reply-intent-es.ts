import type { AiIntent } from '@dct/contracts';
import { moneyIn, roundCents } from './reply-amounts';
import type { RuleId } from './reply-calibration';
import { daysAtDailyRate, listedOffer } from './reply-offer-items';
import {
  BOT_MENU,
  FULL_AMOUNT,
  VIRTUAL_ASSISTANT,
  composed,
  shareOfBill,
  unplacedAmounts,
  type AmountReading,
  type ClaimFigures,
  type IntentReading,
} from './reply-triage';

/**
 * What a reply in Spanish means, by the same conventions as the English rules (an offer first,
 * then a denial, a meeting, a request for papers, a receipt, anything else), with the words a
 * Spanish-speaking office uses. Fewer and plainer rules than the English ones: when none decides,
 * the answer is a question, not a guess.
 */
const OFFER =
  /\b(?:(?:aplicará|aplicaremos|abonará|acreditará|acreditaremos)\s+(?:a\s+su\s+cuenta\s+)?(?:un|una|el|la)\s+(?:crédito|bonificaci[óo]n|abono|pago|descuento)|(?:le|te)\s+reconoce(?:mos|rá|remos)?(?![\wáéíóúñ])|aprob[óo]\s+(?:una|un|la|el)\s+(?:compensaci[óo]n|reembolso|pago|crédito|bonificaci[óo]n)|(?:pagará|reembolsará|abonará|pagaremos|reembolsaremos|abonaremos)(?![\wáéíóúñ])|(?:est[áa]|estamos|están)\s+dispuest[oa]s?\s+a\s+(?:cubrir|pagar|reembolsar|ofrecer|reconocer|abonar|dar)|(?:le|te)\s+(?:vamos|van|va)\s+a\s+(?:poner|dar|pagar|reembolsar|cubrir|abonar|depositar|acreditar|reconocer)|(?:le|te)\s+(?:agregamos|añadimos|damos|ofrecemos|pagamos|reembolsamos|respetamos)\b|(?:nos\s+)?autoriz[óo](?![\wáéíóúñ])|(?:el\s+)?total\s+queda\s+en|(?:armamos|preparamos|tenemos)\s+(?:esta|la\s+siguiente|una)\s+propuesta|(?:nuestra|es\s+nuestra)\s+posición\s+final|le\s+(?:reembolsamos|pagamos|abonamos|cubrimos)\b|(?:reembolso|pago|crédito|monto)\s+(?:es|será|queda)\s+de\b|(?:es|sería)\s+subir\s+a(?=\s+(?:\$|\d))|(?:podemos|puede|pueden)\s+subir\s+a(?=\s+(?:\$|\d))|(?:ha|han|hemos)\s+autorizado|autorizamos|devolverle|le\s+devolveremos|le\s+(?:ofrezco|doy|pago|reembolso|propongo|abono|devuelvo)\b|le\s+(?:proponemos|otorgamos|concedemos|haremos|daremos|cubriremos|condonamos|descontaremos|bonificaremos|acreditaremos)|se\s+le\s+(?:abonar|reembolsar|pagar|acreditar|bonificar|depositar|condonar)\w*|(?:cubriremos|cubrirá|asumiremos|asumirá|absorberemos|condonar\w*|exoner\w*)|vale\s+(?:de|por)|tarjeta\s+de\s+regalo|descuento\s+de|reembolso\s+de|(?:hemos|se\s+ha|han)\s+aprobado|aprobamos|(?:nuestra\s+)?(?:última|mejor)\s+oferta|oferta\s+(?:final|de)|(?:le\s+)?(?:podemos|puede|pueden|vamos\s+a|queremos|quisiéramos|estamos\s+dispuestos\s+a|nos\s+complace)\s+(?:ofrecer|dar|reembolsar|pagar|abonar|cubrir|bonificar|aplicar)\w*|le\s+(?:ofrecemos|ofrece|daremos|damos|reembolsaremos|reembolsará|pagaremos|pagará|abonaremos|abonará|cubriremos|cubrirá|aplicaremos|bonificaremos)|(?:ofrecerle|reembolsarle|pagarle|abonarle|darle)|cr[ée]dito\s+de|bonificaci[óo]n\s+de|gesto\s+(?:comercial|de\s+buena\s+voluntad)|(?:ha\s+sido|fue)\s+aprobad[oa]|(?:le|les)\s+(?:va|vamos)\s+a\s+(?:cubrir|pagar|reembolsar|dar|abonar|devolver)|(?:ya\s+)?(?:me|nos|le)\s+aprob[óo]|cheque\s+(?:por|de|x)\s+(?=\$|\d)|(?:subir|aumentar|elevar|ampliar|ampliamos|amplía|subimos|aumentamos|elevamos|subió|aumentó|aumenta|sube|eleva|mejora|mejoramos|(?:te|le)\s+subo|(?:te|le)\s+aumento)\s+(?:(?:(?:la|su|nuestra)\s+(?:cantidad|oferta|propuesta)|(?:el|su|nuestro)\s+monto)\s+)?a\s+(?=\$|\d|(?:un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|ciento|doscient|trescient|cuatrocient|quinient|seiscient|setecient|ochocient|novecient|mil)[\wáéíóú]*\s)|total\s+(?:que\s+)?(?:ofrecemos|ofrecido)|aceptaci[óo]n\s+de\s+(?:los\s+|la\s+)?(?=\$|\d)|cheque\s+(?:quedará|estará)\s+list[oa]|aceptan?\s+pagar|se\s+l[oa]s?\s+vamos\s+a\s+(?:reconocer|pagar|reembolsar|cubrir)|no\s+(?:le\s+|te\s+)?cobr(?:arle|arte|amos|aremos|ar[ée])\b|se\s+lo\s+quit[ée]\s+de\s+la\s+cuenta)/i;
/** An offer made earlier and kept: "mantenemos esa oferta", "la oferta sigue en pie". */
const KEPT_OFFER =
  /\b(?:mantenemos|sostenemos|mantiene|sostiene|reiteramos)\s+(?:esa|la|nuestra|dicha|esta)\s+(?:oferta|propuesta)\b|\b(?:oferta|propuesta)(?:\s+de\s+[^.;,]{1,30}?)?\s+(?:sigue|queda|se\s+mantiene)\s+(?:en\s+pie|vigente)\b/i;
/** "no podemos ofrecerle…", "no es posible…": what comes after a "no" is refused, not offered. */
const NEGATED_OFFER = /\bno\s+(?:\w+\s+){0,3}(?:ofrecer|reembolsar|pagar|abonar|cubrir|dar|autoriz)\w*/i;
const DENIAL =
  /\b(?:no\s+haremos\s+(?:ning[úu]n|otro|m[áa]s)|(?:damos|dar|doy)\s+(?:el|su|este)\s+(?:reclamo|caso|tema|expediente|asunto)\s+por\s+(?:concluido|cerrado|terminado)|no\s+(?:podremos|nos\s+es\s+posible|estamos\s+en\s+condiciones|habrá|ofrecemos|ofreceremos|realizamos|cubrimos|cubriremos|otorgamos|reembolsamos|compensamos)|lamentamos\s+comunicarle|sentimos\s+(?:informarle|comunicarle)|fuera\s+de\s+(?:la\s+)?(?:garantía|cobertura|política)|decisión\s+(?:es\s+)?(?:definitiva|final)|no\s+(?:es\s+posible|podemos|procede|corresponde|contempla|aplica|cubre)|lamentablemente\s+no|lamentamos\s+informarle|rechaz\w+|deneg\w+|no\s+ha\s+sido\s+aprobad[oa]|no\s+será\s+posible)/i;
const SCHEDULING =
  /\b(?:(?:le|te|les)\s+propon(?:go|emos)\s+(?:vernos|reunirnos|una\s+(?:cita|reunión|llamada|visita))|sentarse\s+con(?:tigo|\s+usted)|¿?puedes?\s+el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b|qu[ée]\s+d[ií]a\s+te\s+queda|¿?(?:puede|podría|podrías|puedes)\s+(?:traerla|traerlo|venir|pasar\s+(?:el|este|mañana))|me\s+gustaría\s+ver\s+(?:la|el|su)\s+(?:camioneta|carro|coche|auto|vehículo|unidad)|(?:quiere|quisiera)\s+platicar|platicar\s+con(?:tigo|\s+usted)|agendar|le\s+(?:puedo|podemos)\s+(?:marcar|llamar|hablar)|a\s+qu[ée]\s+hora\s+le\s+(?:queda|conviene|acomoda)|(?:lo|la|los|las)\s+esperamos\s+(?:el|este|esta|mañana|hoy|a\s+las)\b|programar\s+una|pasar\s+por|venga\s+(?:a|al|con)|traiga\s+(?:el|su)|su\s+disponibilidad|reunirse\s+con\s+usted|horario\s+que\s+le|videollamada|llamarle|visitarnos|(?:le\s+)?(?:conviene|acomoda)\s+(?:el|la|este)|reunirnos|reunión|cita|hablar\s+con\s+usted|por\s+teléfono|llamada|le\s+parece\s+bien\s+el|(?:le|te)\s+queda\s+bien\s+(?:el|la|este|esta|mañana)|(?:le|te)\s+(?:acomoda|conviene)\s+(?:traerl[ao]|venir|pasar)|qué\s+día|día\s+y\s+hora|traer\s+(?:el|su)\s+(?:vehículo|carro|coche|auto)|inspecci\w+|llevar\s+(?:el|su)\s+(?:vehículo|carro|coche|auto)|técnico\s+de\s+campo|revisar\s+(?:el|su)\s+(?:vehículo|carro|coche|auto))/i;
const REQUEST =
  /\b(?:me\s+faltan?\b|m[áa]nd(?:a|e)me(?:l[oa]s?)?|env[íi](?:a|e)me(?:l[oa]s?)?|(?:le|te)\s+agradecer[ií]a(?:mos)?\s+que\s+nos\s+(?:comparta|env[íi]e|mande|haga\s+llegar|facilite)|necesito\s+que\s+(?:me|nos)\s+[\wáéíóúñ]+|le\s+solicite\s+lo\s+siguiente|(?:también\s+)?necesito\s+(?:copia|una\s+copia|el|la|los|las|su|sus)\b|me\s+serviría|si\s+(?:me|nos)\s+(?:manda|envía|hace\s+llegar)\s+(?:eso|esos|esas|los|las|el|la)\b|requerimos|proporcion(?:e|ar|arnos)|facilit(?:e|ar|arnos)|remit(?:a|ir|irnos)|adjunte|nos\s+faltan?|hacen?\s+falta|(?:podría|puede)\s+(?:mandarnos|proporcionarnos|facilitarnos|remitirnos)|necesitamos|nos\s+(?:hace\s+falta|falta)|le\s+pedimos|le\s+solicitamos|env[ií]enos|(?:me|nos)\s+(?:l[oa]s?\s+)?(?:puede|podría|pueden|podrían|puedes|podrías)\s+(?:enviar|mandar|hacer\s+llegar|compartir)|favor\s+de\s+(?:enviar|mandar)|por\s+favor\s+(?:env[ií]e|mande|adjunte)|(?:podría|puede)\s+(?:enviarnos|confirmar|indicarnos|decirnos)|que\s+nos\s+(?:env[ií]\w+|mande\w*|haga\s+llegar)|enviarnos|hacernos\s+llegar|¿(?:podría|puede|cuándo|cuáles|qué\s+días))/i;
const ACKNOWLEDGEMENT =
  /\b(?:ya\s+tiene\s+(?:tu|su)\s+(?:claim|reclamo|reclamaci[óo]n|caso|solicitud|expediente)\b|(?:te|le)\s+contesta\b|recibimos\s+(?:su|tu|sus|tus|el|la|los|las)\b|se\s+lo\s+(?:mand[ée]|pas[ée]|envi[ée])\b|(?:te|le)\s+va\s+a\s+(?:contestar|responder|llamar)\b|(?:ya\s+)?(?:le\s+)?entregu[ée]\s+(?:todo|los|las|sus)\b|lo\s+tiene\s+en\s+su\s+escritorio|(?:la|lo|le|te)\s+(?:llama|llamará|contacta|contactará)\s+(?:él|el|ella)?\s*cuando\b|recib[íi]\s+(?:el|la|los|las|su|sus|tu|tus)\b|le\s+reenv[íi]o|se\s+comunicará|(?:ya\s+)?(?:creé|creamos|hemos\s+creado|abrimos|hemos\s+abierto)\s+(?:su|el|un)\s+(?:solicitud|caso|ticket|reporte|folio)|(?:muchas\s+)?gracias\s+por\s+(?:su|sus|el|la|los|las)\s+(?:correo|mensaje|carta|w-?9|documentos?|papeles|recibos?|comprobantes?|copias?|fotos?|informaci[óo]n)\b|le\s+dejo\s+(?:su|el)\s+(?:mensaje|recado)|le\s+enviamos\s+(?:el|la)\s+(?:finiquito|carta|documento|formato)|acusamos\s+recibo|(?:turnamos|remitimos|trasladamos|canalizamos)\s+su\b|est[áa]\s+revisando|le\s+dar[áa]\s+(?:una\s+)?respuesta|(?:ya\s+)?recibimos\s+(?:su|sus|los|las|el|la)\b|(?:se\s+)?(?:l[oa]s?|le)\s+pas(?:é|e|amos)\s+(?:[\wáéíóúñ]+\s+){0,3}al?\s|le\s+aviso\s+al?\s+(?:gerente|director|encargado|asesor)|(?:está|están)\s+siendo\s+revisad[oa]s?|será\s+revisad[oa]|(?:trasladad|remitid|enviad|turnad)[oa]\s+al?|le\s+contestaremos|nos\s+comunicaremos|le\s+informaremos|número\s+de\s+(?:ticket|reclamo|solicitud)|en\s+(?:proceso|trámite)|(?:hemos\s+)?recibid[oa]|estamos\s+revisando|en\s+revisión|número\s+de\s+(?:caso|referencia|folio)|lo\s+paso\s+al|(?:ha\s+sido|fue|queda|quedó|ha\s+quedado)\s+registrad[oa]|expediente|caso\s+n|se\s+pondrá\s+en\s+contacto|(?:ya\s+)?tengo\s+su\s+(?:carta|correo|mensaje|reclamación|solicitud)|l[ao]\s+reviso|le\s+(?:contesto|respondo)\b|folio|le\s+responderemos|le\s+daremos\s+(?:una\s+)?respuesta|nos\s+pondremos\s+en\s+contacto|a\s+la\s+brevedad)/i;
const AWAY =
  /\b(?:(?:oficinas|instalaciones)(?:\s+[\wáéíóúñ]+)?\s+(?:están|estarán|permanecerán|permanecen)\s+cerradas|atenderemos\s+su\s+mensaje\s+a\s+partir|respuesta\s+automática|mensaje\s+automático|fuera\s+de\s+horario|fuera\s+de\s+la\s+oficina|estaré\s+fuera|(?:estoy|estaré|me\s+encuentro|estamos|nos\s+encontramos)\s+de\s+vacaciones|este\s+buzón\s+no\s+se\s+revisa)/i;

/** Asked of the owner in so many words: "le pedimos", "envíenos", "¿nos puede enviar…?". */
const OWNER_ASKED =
  /\b(?:le\s+(?:pedimos|solicitamos|agradeceríamos)|env[ií]e(?:nos|l[oa]s?)|m[áa]nde(?:nos|l[oa]s?)|por\s+favor\s+(?:env[ií]e|mande|adjunte)|favor\s+de|(?:nos\s+)?(?:puede|podría)\s+(?:enviar|mandar|proporcionar|facilitar|remitir)|usted\s+(?:nos\s+)?(?:env[ií]e|mande|proporcione))/i;

/** Documents named as a condition: "sin esos documentos", "sin los recibos". */
const WITHOUT_PAPERS =
  /\bsin\s+(?:eso|esto|ello)\b|\bsin\s+(?:(?:esos|estos|dichos|los|las|sus|su|el|la|ese|este|esa|esta)\s+)?(?:documentos?|recibos?|comprobantes?|papeles|facturas?|contratos?|copias?|informaci[óo]n|datos)\b/i;
const PAY_TWICE = /\bpag\w*\s+(?:doble|dos\s+veces)\b/i;
/** A refusal of more than what is offered: "no podremos mejorarla", "no habrá ninguna oferta adicional". */
const REFUSES_MORE = /\b(?:mejor\w*|más|adicional\w*|aument\w*|subir\w*|complet[oa]s?|totalidad|íntegr[oa]s?)\b/i;
/** A refusal only until something happens: "no le podemos ofrecer nada hasta que el gerente revise la factura". */
const UNTIL = /\b(?:hasta\s+que|mientras\s+no|a\s+menos\s+que|hasta\s+no\s+(?:tener|recibir|contar))\b/i;
/** A meeting named as already set: "lo vemos en la llamada del martes", "nos vemos en la cita". */
const MEETING_ALREADY_SET = /\b(?:lo|la|los|las|nos)\s+vemos\s+(?:en|el|mañana)\b[^.?!]*/gi;

/** The owner's message filed under a number: "registrado con el número de ticket NRG-55210". */
const TICKET_RECEIPT =
  /\b(?:(?:fue|ha\s+sido|queda|quedó)\s+registrad[oa]|(?:recibimos|hemos\s+recibido)\s+su|solicitud\s+n[úu]m|estado:?\s+recibid[oa]|(?:fue|ha\s+sido)\s+agregad[oa]\s+al\s+expediente|número\s+de\s+(?:ticket|caso|folio|reclamo|solicitud|referencia)|folio)\b/i;
const CASE_OPENED =
  /\b(?:ya\s+)?(?:creé|creamos|hemos\s+creado|abrimos|hemos\s+abierto)\s+(?:su|el|un)\s+(?:solicitud|caso|ticket|reporte|folio)\s+#?\s?[A-Z0-9][\w-]*\d/i;
/** The owner's acceptance or signed release received. */
const ACCEPTANCE_RECEIVED =
  /\b(?:recibimos|hemos\s+recibido|ya\s+tenemos|nos\s+lleg[óo])\s+(?:su|la)\s+(?:aceptaci[óo]n|carta\s+firmada|(?:renuncia|finiquito|liberaci[óo]n)\s+firmad[oa])\b/i;
/** Mail about something else than the claim: a survey, a promotion, a coupon. */
const NOT_ABOUT_THE_CLAIM = /\b(?:encuesta|cu[ée]ntenos\s+su\s+experiencia|promoci[óo]n|cup[óo]n)\b/i;

/** What an offer gives: money, a credit, a payment waived. An offer word without one ("darle una respuesta", "le proponemos una cita") offers nothing. */
const COMPENSATION =
  /\$|\bsin\s+(?:costo|cargo)\b|\b(?:usd|reembols\w*|compensaci\w*|crédito|bonificaci\w*|descuento|vale|tarjeta|pagos?|cuotas?|mensualidad\w*|gratis|gratuit\w*|cortesía|cheque|abono|d[oó]lares|dl?ls|importe|cantidad|mitad|alquiler|renta|total|\d+\s?%|por ciento|gastos?|servicio)\b/i;
/** What is given is not money: "darle una respuesta", "le proponemos una cita". */
const NOT_MONEY_OBJECT =
  /^\s*(?:(?:una|un|la|el|su)\s+)?(?:respuesta|contestación|cita|reunión|llamada|información|seguimiento|solución|fecha|hora|visita|uber|lyft|taxi|raite|traslado|transporte|café)\b/i;

const OFFER_WORDS = new RegExp(OFFER.source, 'gi');

/** A clause that offers: an offer word, not refused, giving something that is money or money's worth within a few words. */
function offersIn(clause: string): boolean {
  if (NEGATED_OFFER.test(clause)) return false;
  if (KEPT_OFFER.test(clause) || /\baprob[óo]\s+lo\s+siguiente\b/i.test(clause)) return true;
  // Every offer word is tried: "Como gesto de buena voluntad, …, Hyundai está dispuesta a cubrir la mitad…" offers at the second.
  return [...clause.matchAll(OFFER_WORDS)].some((offer) => {
    const after = clause.slice(offer.index + offer[0].length);
    return !NOT_MONEY_OBJECT.test(after) && (COMPENSATION.test(offer[0]) || COMPENSATION.test(after.slice(0, 100)));
  });
}

/** A subject line in the body ("Asunto: Reembolso de alquiler – IONIQ 5") names the matter, not what is given: read up to it. */
const SUBJECT_LINE = /(?:^|\s)(?:asunto|subject)\s*:[^]*$/i;
/** "No podemos cubrir el total, pero le ofrecemos 300 $": each side of a "pero" is read on its own. */
// "Aunque la política no cubre alquileres, quiero ofrecerle…": the concession up to its comma is a clause of its own.
const clausesOf = (sentences: string[]) =>
  sentences
    .map((sentence) => sentence.replace(SUBJECT_LINE, '').replace(/\b(aunque\b[^,.;|]{0,200}),/gi, '$1|'))
    .flatMap((sentence) => sentence.split(/\||\b(?:pero|sin embargo|aunque|no obstante)\b/i));

export function spanishIntent(sentences: string[]): IntentReading {
  const text = sentences.join(' ');
  const clauses = clausesOf(sentences);
  const offers = clauses.some(offersIn);
  // "Sin esos documentos no podemos avanzar": a refusal under a condition is a request, not a denial.
  // "si el seguro le cubrió algo, no se lo podemos pagar doble": a reason for asking, not a refusal.
  const denying = (clause: string) =>
    !WITHOUT_PAPERS.test(clause) && !UNTIL.test(clause) && !PAY_TWICE.test(clause) && (DENIAL.test(clause) || NEGATED_OFFER.test(clause));
  const denies = clauses.some(denying);
  if (offers) {
    // "Recibimos su aceptación; el cheque estará listo…": a settlement already accepted being paid, with no figure of its own
    // offered anew, may be its receipt: asked.
    if (ACCEPTANCE_RECEIVED.test(text) && moneyIn(text).length === 0)
      return { intent: 'offer', confidence: 0.8, rival: 'acknowledgement', rule: 'intent:es-accepted-settlement-paid' };
    if (!denies) return { intent: 'offer', confidence: 0.95, rule: 'intent:es-offer-verb' };
    // The reply's last word decides: a refusal then an offer ("no podemos cubrir los 1.000 $ … le ofrecemos 812,50 $") offers; an
    // offer then a refusal ("la propuesta … quedó sin efecto … no realizará pago alguno") may take it back: asked. Refusing only
    // more than the offer ("no podremos mejorarla") takes nothing back.
    const lastOffer = clauses.findLastIndex(offersIn);
    const lastRefusal = clauses.findLastIndex((clause) => denying(clause) && !REFUSES_MORE.test(clause));
    return lastRefusal < lastOffer
      ? { intent: 'offer', confidence: 0.9, rule: 'intent:es-offer-beside-refusal' }
      : { intent: 'offer', confidence: 0.8, rival: 'denial', rule: 'intent:es-offer-then-refusal' };
  }
  // A chatbot's keyword menu ("Escribe CITA para agendar"): a machine answering, not the claim's answer.
  // A virtual assistant that neither files the claim nor asks for anything ("No entendí tu mensaje. Escoge una opción: …").
  const assistantOnly = VIRTUAL_ASSISTANT.test(text) && !ACKNOWLEDGEMENT.test(text) && !REQUEST.test(text) && !CASE_OPENED.test(text);
  if ((BOT_MENU.test(text) || assistantOnly) && !TICKET_RECEIPT.test(text))
    return { intent: 'other', confidence: 0.92, rival: 'acknowledgement', rule: 'intent:es-bot-menu' };
  if (denies) return { intent: 'denial', confidence: 0.93, rule: 'intent:es-refusal' };
  // An automatic message that files the owner's under a ticket number is the ticket system's receipt.
  if (AWAY.test(text) && TICKET_RECEIPT.test(text)) return { intent: 'acknowledgement', confidence: 0.92, rule: 'intent:es-ticket-receipt' };
  if (AWAY.test(text)) return { intent: 'other', confidence: 0.95, rule: 'intent:es-away' };
  // A survey, a promotion: mail about something else.
  if (NOT_ABOUT_THE_CLAIM.test(text)) return { intent: 'other', confidence: 0.92, rival: 'acknowledgement', rule: 'intent:es-not-about-claim' };
  // A case or request opened under a number ("Ya creé su solicitud #MVH-560"), whatever menu follows it, is its receipt.
  if (CASE_OPENED.test(text)) return { intent: 'acknowledgement', confidence: 0.92, rule: 'intent:es-case-opened' };
  const rules: [AiIntent, RegExp, RuleId][] = [
    ['scheduling', SCHEDULING, 'intent:es-meeting'],
    ['request_for_information', REQUEST, 'intent:es-request'],
    ['acknowledgement', ACKNOWLEDGEMENT, 'intent:es-acknowledgement'],
  ];
  // A meeting is the point even when papers are asked for along with it; a request and a receipt together read as the request.
  // A meeting already set ("lo vemos en la llamada del martes") is not proposed: read the rest of the reply.
  const matched = rules.find(([intent, pattern]) => pattern.test(intent === 'scheduling' ? text.replace(MEETING_ALREADY_SET, '') : text));
  if (matched === undefined) return { intent: 'other', confidence: 0.6, rival: 'acknowledgement', rule: 'intent:es-no-rule' };
  // Papers "needed" beside a case opened or a file forwarded may be asked of someone else (the dealer, the brand): asked.
  if (matched[0] === 'request_for_information' && ACKNOWLEDGEMENT.test(text) && !OWNER_ASKED.test(text))
    return { intent: 'request_for_information', confidence: 0.8, rival: 'acknowledgement', rule: 'intent:es-request-beside-receipt' };
  return { intent: matched[0], confidence: 0.92, rule: matched[2] };
}

/** Before an amount given on top of another: "más $100 de cortesía", "y además 150 dólares". */
const PLUS_BEFORE = /\b(?:más|además(?:\s+de)?)\s+(?:(?:un|una|otros?|otras?)\s+)?(?:crédito\s+de\s+)?$/i;

/** After an amount: a rate ("95 $ por día"), never the sum offered. */
const RATE_AFTER = /^\s*(?:por|al|cada)\s+(?:día|viaje|noche|hora)\b|^\s*diarios?\b/i;
/** Before an amount: the owner's ask, a bill or a cost quoted back ("los 750 $ solicitados" is caught after). */
const QUOTED_BEFORE =
  /(?:\b(?:solicit\w*|factura|costo|coste|pagad[oa]s?|reclam\w*|(?<!\b(?:reembolsar(?:le)?|pagar(?:le)?|cubrir(?:le)?|devolver(?:le)?)\s+el\s+)total|importe de la reparación)\b|\bpagó(?![\wáéíóúñ]))[^$]{0,25}$/i;
const QUOTED_AFTER = /^\s*(?:solicitad[oa]s?|que (?:usted )?(?:solicitó|pidió|pagó))\b/i;

/** The dollars a Spanish reply offers: the first amount in a sentence that offers (not a rate, not the ask quoted back), or a share of a bill. */
export function spanishAmountReading(sentences: string[], claim: ClaimFigures = {}): AmountReading {
  const offers: number[] = [];
  const rules: RuleId[] = [];
  for (const [index, sentence] of sentences.entries()) {
    // "Nuestra propuesta es la siguiente: • reembolso de 5 días de renta a $70 diarios, y • un crédito de $400": the items add up.
    const listed = listedOffer(sentences, index);
    if (listed !== undefined) {
      offers.push(listed);
      rules.push('amount:es-listed-items');
      continue;
    }
    if (!clausesOf([sentence]).some(offersIn)) continue;
    const share = shareOfBill(sentences, index);
    if (share !== undefined) {
      // "el 40 % de la factura de $1,187.50, más $100 de cortesía": what is given on top of the share is offered with it.
      const plus = moneyIn(sentence).filter(
        (money) => PLUS_BEFORE.test(sentence.slice(Math.max(0, money.start - 25), money.start)) && !RATE_AFTER.test(sentence.slice(money.end, money.end + 16)),
      );
      offers.push(roundCents(plus.reduce((sum, money) => sum + money.value, share)));
      rules.push(plus.length > 0 ? 'amount:es-share-and-more' : 'amount:es-share-of-bill');
      continue;
    }
    // The amount in the clause that offers: "no podemos pagar los 750 $, pero le ofrecemos 300 $".
    const offering = sentence.search(/\b(?:pero|sin embargo|no obstante)\b/i);
    const amount = moneyIn(sentence).find(
      (money) =>
        (offering < 0 || money.start > offering || !NEGATED_OFFER.test(sentence.slice(0, offering))) &&
        !RATE_AFTER.test(sentence.slice(money.end, money.end + 16)) &&
        !QUOTED_AFTER.test(sentence.slice(money.end, money.end + 30)) &&
        !QUOTED_BEFORE.test(sentence.slice(Math.max(0, money.start - 40, offering >= 0 && money.start > offering ? offering : 0), money.start)),
    );
    // "está dispuesta a cubrir …: quince (15) días a razón de $55 diarios": the days at the rate.
    const atRate = amount === undefined ? daysAtDailyRate(sentence) : undefined;
    if (atRate !== undefined) {
      offers.push(atRate.value);
      rules.push('amount:es-days-at-rate');
      continue;
    }
    if (amount) {
      const value = composed(sentence, amount);
      offers.push(value);
      rules.push(value !== amount.value ? 'amount:es-items-counted' : 'amount:es-offering-clause');
    }
  }
  const distinct = [...new Set(offers)];
  if (distinct.length > 1) return { amount: null, confidence: 0.6, candidates: distinct, rule: 'amount:es-several-offers' };
  if (distinct.length === 0) {
    // "La gerencia aprobó lo siguiente: … Total a su favor $532.00": the total of a table that offers.
    const totals = [...new Set(statedTotals(sentences))].filter((value) => value !== claim.ask_amount && value !== claim.daily_rate);
    if (totals.length === 1 && clausesOf(sentences).some(offersIn))
      return { amount: totals[0], confidence: 0.92, candidates: [], rule: 'amount:es-stated-total' };
    return unplacedAmounts(sentences, claim);
  }
  const [amount] = distinct;
  if (rules.includes('amount:es-listed-items')) return { amount, confidence: 0.92, candidates: [], rule: 'amount:es-listed-items' };
  // "le va a reembolsar los 17 días completos, es decir $848.30": the ask, given whole.
  if (amount === claim.ask_amount && sentences.some((sentence) => FULL_AMOUNT.test(sentence)))
    return { amount, confidence: 0.92, candidates: [], rule: 'amount:es-ask-given-whole' };
  if (amount === claim.ask_amount || amount === claim.daily_rate)
    return { amount: null, confidence: 0.6, candidates: [amount], rule: 'amount:es-claim-figure-offered' };
  // Another figure of the reply's own, not the ask, a rate or a cost quoted back ("el pago de $900 y el crédito de $250",
  // a list of what is offered): it may be offered too, and the offer their sum. Asked, between the figure and the sum.
  // "…: cuatrocientos ochenta y cinco dólares en total", "En total serían $537.60": the total the reply states, larger than the
  // figure read, is what it comes to (a sum of receipts, "que suman $612", is no such total).
  const stated = statedTotals(sentences, SUM_STATED).filter((value) => value > amount && value !== claim.ask_amount && value !== claim.daily_rate);
  if (new Set(stated).size === 1) return { amount: stated[0], confidence: 0.92, candidates: [], rule: 'amount:es-stated-total' };
  const others = otherFigures(sentences, claim, amount);
  if (others.length > 0) {
    const sum = roundCents(others.reduce((total, value) => total + value, amount));
    // The sum is the figure the reply itself calls the total ("así que en total son $464.96", "Total a su favor $464.96"): two
    // readings agree.
    if (statedTotals(sentences).includes(sum)) return { amount: sum, confidence: 0.92, candidates: [], rule: 'amount:es-stated-total' };
    return { amount: null, confidence: 0.8, candidates: [amount, sum], rule: 'amount:es-other-figures-beside' };
  }
  return { amount, confidence: 0.95, candidates: [], rule: rules[offers.indexOf(amount)] };
}

/** Before a figure: the reply calls it the total ("en total son", "Total a su favor", "total:"). */
const SUMMED_UP = String.raw`todo\s+junto\s+(?:son|es|serían|sería)|en\s+total(?:\s+(?:son|es|serían|sería|de))?`;
const TOTAL_BEFORE = new RegExp(String.raw`\b(?:${SUMMED_UP}|total(?:\s+a\s+su\s+favor)?(?:\s+(?:es|son|de))?|suma(?:n)?)\s*:?\s*$`, 'i');
/** Before a figure: one the offer replaces ("en lugar de los $558", "en vez de los 377"). */
const REPLACED_BEFORE = /\b(?:en\s+lugar\s+de|en\s+vez\s+de)\s+(?:(?:los|las|el|la|sus|su|nuestr[oa]s?)\s+)?$/i;

/** Before a figure: the reply sums up what it gives ("todo junto son", "en total son"). */
const SUM_STATED = new RegExp(String.raw`\b(?:${SUMMED_UP})\s*:?\s*$`, 'i');

function statedTotals(sentences: string[], before: RegExp = TOTAL_BEFORE): number[] {
  return sentences.flatMap((sentence) =>
    moneyIn(sentence)
      .filter(
        (money) =>
          before.test(sentence.slice(Math.max(0, money.start - 30), money.start)) || /^\s*en\s+total\b/i.test(sentence.slice(money.end, money.end + 12)),
      )
      .map((money) => money.value),
  );
}

/** The figures of a Spanish reply besides the one read as offered, that are not the claim's ask or rate, a rate, a deductible, or a bill or the ask quoted back. */
/** Whether `offered` is a share the sentence names ("50%", "la mitad") of `bill`. */
function shareTakenOf(sentence: string, bill: number, offered: number): boolean {
  const shares = [...sentence.matchAll(/(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|por ciento)/g)].map((match) => Number(match[1].replace(',', '.')) / 100);
  if (/\bla mitad\b/i.test(sentence)) shares.push(0.5);
  return shares.some((share) => Math.abs(roundCents(share * bill) - offered) < 0.01);
}

function otherFigures(sentences: string[], claim: ClaimFigures, offered: number): number[] {
  const others: number[] = [];
  for (const sentence of sentences)
    for (const money of moneyIn(sentence)) {
      const value = composed(sentence, money);
      if (value === offered || money.value === offered || value === claim.ask_amount || value === claim.daily_rate) continue;
      if (RATE_AFTER.test(sentence.slice(money.end, money.end + 16)) || QUOTED_AFTER.test(sentence.slice(money.end, money.end + 30))) continue;
      const before = sentence.slice(Math.max(0, money.start - 40), money.start);
      if (QUOTED_BEFORE.test(before) || REPLACED_BEFORE.test(before) || /\b(?:deducible|deductible|saldo|adeudo|balance)\b[^$]{0,25}$/i.test(before)) continue;
      // "el 50% de lo que pagaste en Avis ($912.60 …)": the bill the share was taken of.
      if (shareTakenOf(sentence, money.value, offered)) continue;
      others.push(value);
    }
  return [...new Set(others)];
}
