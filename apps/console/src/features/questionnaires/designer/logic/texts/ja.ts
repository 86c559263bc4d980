import type { Translated } from '../../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  designerLogic: {
    page: '条件・順序・待ち時間',
    pageShowIf: 'このページを表示する条件…',
    pageEndIf: 'このページの後でアンケートを終了する条件…',
    endIfHelp:
      'スクリーンアウト：ページの後でこの条件が成り立つと、パネリストにお礼を表示してそこで終了し、スクリーンアウトとして数えます。',
    controlShowIf: '表示する条件…',
    controlShowIfOf: '表示する条件…（{{id}}）',
    controlShowIfHelp: 'この質問は条件が成り立つ間だけ表示されます。非表示の間は回答不要です。',
    condition: '条件 {{number}}',
    question: '質問',
    questionOption: '{{label}}（{{id}}）',
    unavailable: 'ここでは前の質問ではありません',
    comparison: '比較',
    comparisons: {
      atLeast: '以上',
      atMost: '以下',
      anyOf: 'のいずれか',
      noneOf: 'のいずれでもない',
      answered: '回答あり',
      notAnswered: '回答なし',
    },
    value: '値',
    point: '{{value}}：{{label}}',
    answers: '回答',
    join: '条件の組み合わせ',
    joinAll: 'すべて成り立つ',
    joinAny: 'いずれか一つが成り立つ',
    addCondition: '条件を追加',
    removeCondition: '条件 {{number}} を削除',
    nested:
      'この条件はファイルに書かれたとおり、グループの中にグループがあります：{{condition}}。デザイナーはそのまま保持します。ファイルで変更するか、削除してここで作り直してください。',
    removeNested: '条件を削除',
    randomControls: '質問の順序をランダムにする',
    randomChoices: '回答の順序をランダムにする',
    randomHelp: 'パネリスト間で釣り合いがとれ、各項目が各位置に同じ回数ずつ来ます。',
    orderPer: '新しい順序',
    orderPerJudge: 'パネリストごと（全サンプルで同じ）',
    orderPerSample: 'サンプルごと',
    keepInPlace: '{{id}} の位置を固定',
    keepChoiceInPlace: '「{{label}}」の位置を固定',
    minimumSeconds: 'このページの最短時間（秒、任意）',
    minimumSecondsHelp:
      'パネリストがこの時間ページにいるまで、「次へ」はカウントダウン付きで待ちます（サンプル間の口すすぎなど）。',
  },
} satisfies Translated<typeof en>;
