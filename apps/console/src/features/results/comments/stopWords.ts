import type { Language } from '@palate/engine';

/**
 * Words too common to say anything about a sample, per language: articles, pronouns,
 * prepositions, conjunctions, auxiliaries, and the intensifiers judges write before what they
 * mean ("very sweet", "un peu acide"). Kept short on purpose: no taste word is in them.
 * The Japanese and Chinese lists hold the particles and function words that Intl.Segmenter
 * splits off as words of their own.
 */
const WORDS: Record<Language, string> = {
  en: `a about after all also am an and any are as at be been bit but by can could did do does for from had has have
    he her his how i if in into is it it's its just like little me more most much my no not of on one or our quite
    rather really she slightly so some somewhat than that the their them then there these they this to too very was
    we were what when which with would you your`,
  fr: `à au aux avec assez beaucoup bien c c'est ça ce ces cet cette d dans de des du elle en est et était été il ils
    j je l la le les leur lui m ma mais me mes moi mon n ne ni nous on ou par pas peu plus pour qu que qui s sa se ses
    son sont sur ta te tes toi ton très trop tu un une vous y`,
  de: `aber als am an auch auf aus bei bin bis das dass dem den der des die dies diese doch du eher ein eine einem
    einen einer er es etwas für hat ich ihr im in ist ja kein keine leicht man mir mit nach nicht noch nur oder sehr
    sein sich sie sind so und uns viel von war was wenig wie wir ziemlich zu zum zur`,
  es: `a al algo bastante como con de del demasiado el ella en es esta este esto está fue ha la las le lo los me mi
    mucho muy más no nos o para pero poco por que se sin su sus también te tiene un una uno y ya yo`,
  pt: `a ao as bastante com como da das de demais do dos e ela ele em era essa esse esta este está eu foi isso já lhe
    mais mas me meio meu minha muito na nas no nos não o os ou para pela pelo pouco por que se sem seu sua tem também
    um uma`,
  ja: `あ ある い いる う え お か が かなり から く けど こと この これ さ し した して すぎ すぎる すごく する ず
    た だ だっ ちょっと て で です でした と とても な ない など なる に ね の は まし ます ました も もの や やや よ
    より られ れ を ん 少し 感じ 私`,
  zh: `一 一点 与 个 也 了 些 他 但 你 倒 到 和 在 太 她 就 很 得 我 或 挺 是 有 有点 把 比 比较 没 的 着 给 而 被 觉得
    这 还 那 都 非常 吗 吧 呢 啊 感觉 地 又 不`,
};

/** A language's stop words, in lower case. */
export function stopWordsOf(language: Language): string[] {
  return WORDS[language].split(/\s+/).filter(Boolean);
}

/**
 * Chinese intensifiers that the segmenter's dictionary keeps joined to the word after them
 * (很甜 "very sweet" is one entry): taken off the front, the word that matters is counted.
 */
export const JOINED_INTENSIFIERS = /^(?:非常|有点|比较|特别|很|太|挺)(?=\p{Script=Han})/u;
