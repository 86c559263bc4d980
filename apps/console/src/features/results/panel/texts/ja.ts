import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: '複数回回答したパネリスト：ベータ二項モデル',
    judgesDiffer:
      'パネリストによって試料を識別する力が異なります（過分散：{{p}}）。同じパネリストの回答は互いに独立ではないため、各回答を独立とみなす上の二項検定は成り立ちません。代わりにベータ二項モデルを読んでください：差は {{association}}、d′ = {{d}} です。',
    judgesAlike:
      'パネリスト間に偶然を超える違いはありません（過分散：{{p}}）。すべての回答をまとめた上の二項検定が成り立ち、読むべき検定です。ベータ二項モデルも一致しています：差は {{association}}、d′ = {{d}} です。',
    betaBinomialTable: 'ベータ二項モデル（sensR betabin）',
    figure: '指標',
    estimate: '推定値（標準誤差）',
    withError: '{{value}}（{{error}}）',
    mu: '識別者の割合 μ（pd）',
    gamma: '過分散 γ（0：パネリストは同じ）',
    pc: '正答率 pc',
    dPrime: 'd′',
    pOverdispersion: 'p、過分散（パネリストが異なる）',
    pAssociation: 'p、試料間の差',
    title: 'パネル',
    help: '繰り返しのあるプロファイルでのパネリストの成績を属性ごとに示します：パネルの合意から外れるのは誰か（Tucker-1）、製品を識別し自分の評点を再現できるのは誰か（p*MSE）。',
    attribute: '{{attribute}}（{{page}}）',
    tucker1: '相関円上のパネリスト（Tucker-1）',
    tucker1Help:
      '各矢印が一人のパネリストです：その人の製品ごとの平均と、最初の2次元でのパネルの合意との相関を示します。一致するパネリストは円の近くで同じ方向を向きます。別の方向や中心付近を向くパネリストは、パネルとは違う評価をしています。',
    tucker1Chart: '{{attribute}} の相関円：各パネリストの第1次元（横）と第2次元（縦）との相関。',
    judge: 'パネリスト',
    leftOut: '除外（未評価の製品がある、またはすべての製品の平均が同じ）：{{judges}}',
    pmse: '各パネリストの識別力と再現性（p*MSE）',
    pmseHelp:
      '各点が一人のパネリストです：横軸はその人自身の製品の分散分析の p 値（0.05 の破線より左なら製品を識別できています）、縦軸は繰り返し間の誤差の平均平方（低いほど自分の評点を再現できています）。最良のパネリストは左下に位置します。',
    pmseChart: '{{attribute}} の p*MSE プロット：各パネリストの識別の p 値（横）と誤差の平均平方（縦）、5 % の線付き。',
    pDiscrimination: 'p（識別力）',
    mse: 'MSE（再現性）',
    summary: 'パネルのまとめ',
    summaryHelp:
      '各パネリストと、基準を満たさない特性。満たさない特性が多いパネリストから順に表示します：識別力（製品間の分散分析の p 値が 0.05 以上）、再現性（平均二乗誤差が他のパネリストより大きい：5 % の F 検定）、一致性（パネルのコンセンサス、Tucker-1 の第1次元との相関が 0.5 未満）。',
    failingCount: '基準を満たさない特性の数',
    failingWhere: '特性と理由',
    failure: '{{attribute}}：{{reasons}}',
    reasonSeparator: '、',
    failureSeparator: '；',
    noFailure: 'なし',
    failDiscrimination: '識別力',
    failRepeatability: '再現性',
    failAgreement: '一致性',
    fPlot: '各パネリストの識別力（F）',
    fHelp:
      '各棒はパネリスト自身の製品間の分散分析の F 値です。高いほど製品をよく識別しています。破線（5 % の臨界 F 値）を超える棒は、製品を有意に識別しています。',
    fChart: '{{attribute}} の F プロット：各パネリストの F 値を棒で、5 % の臨界 F 値を破線で示します。',
    f: 'F',
    fCritical: '臨界 F 値（5 %）',
    df: '自由度',
    dfPair: '{{df}}, {{residualDf}}',
    msePlot: '各パネリストの再現性（MSE）',
    mseHelp: '各棒は同じ製品の繰り返し間のパネリストの平均二乗誤差です。低いほど自分の評点をよく再現しています。',
    mseChart: '{{attribute}} の MSE プロット：各パネリストの平均二乗誤差を棒で示します。',
    residualDf: '誤差の自由度',
    eggshell: 'コンセンサスに対するパネリストの順位（エッグシェルプロット）',
    eggshellHelp:
      '横軸はパネルのコンセンサスの順（Tucker-1 の第1次元）に並べた製品です。各線はパネリストの製品順位の累積からコンセンサス自身の累積を引いたものです。パネルと同じ順に並べるパネリストは 0 の線上にとどまり、線が高く上がるほどパネルの順から離れています。',
    eggshellChart: '{{attribute}} のエッグシェルプロット：横軸にコンセンサス順の製品、縦軸に各パネリストの累積順位差。',
    consensusOrder: 'コンセンサスの順',
    eggshellAxis: '累積順位差',
    manhattan: '各パネリスト自身の次元における特性（マンハッタンプロット、{{page}}）',
    manhattanHelp:
      'パネリストごとのグリッドで、そのパネリスト自身の製品平均の主成分分析にもとづきます。列は特性、行は次元で、各セルはその行までの次元が説明する特性の分散の割合を示し、0 で淡く 1 で濃くなります。最初の行から濃い特性は、そのパネリストが製品を区別した主な方向に沿っています。最後の行まで淡いままの特性は、他の特性とは別に評価されています。パネリスト同士のグリッドを比べてください。他と異なるグリッドは、特性の使い方が異なるパネリストを示します。斜線の列は、そのパネリストがすべての製品に同じ評価をした特性です。',
    manhattanChart:
      '{{page}} のマンハッタンプロット：パネリストごとに、列に特性、行に次元をとり、各セルを特性の分散の累積説明割合で濃淡表示。',
    componentShort: '次元',
    manhattanCell: '{{judge}}、{{attribute}}、次元 1〜{{component}}：{{share}}',
    manhattanNotVaried: '{{judge}}、{{attribute}}：すべての製品で平均が同じ',
    manhattanTable: '各特性の分散の累積説明割合（パネリスト別）',
    components: '次元',
    componentsUpTo: '1〜{{component}}',
  },
} satisfies Translated<typeof en>;
