import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  maps: {
    title: 'マップ',
    help: '製品同士の位置関係と、誰が何を好むか。各マップの数値は下の表にあります。',
    pca: '製品マップ：{{page}}',
    pcaHelp:
      '製品の平均評点の主成分分析（各属性を標準化）。近くにある製品は似た評価を受けています。矢印はその属性が強くなる方向を示します。',
    ca: '用語のマップ：{{question}}',
    caHelp: '各製品に各用語がチェックされた回数の対応分析。用語は最も多くチェックされた製品の近くに位置します。',
    internalPreference: '内部選好マップ：{{question}}',
    internalHelp:
      '各消費者の好みを変数とした製品の主成分分析。短い線はそれぞれ、その消費者の好みが高まる方向を示します。',
    clusters: '消費者セグメント：{{question}}',
    clustersHelp:
      '製品の順位付けの仕方で消費者をグループ化：好みのウォード法クラスタリング（各消費者の評点を本人の平均で中心化）。',
    externalPreference: '外部選好マップ：{{question}}',
    externalHelp:
      '各消費者の好みを、リンクしたプロファイルの製品マップ上でモデル化。色は、その位置の製品を自分の平均より好むと予測される消費者の割合を示します。',
    mfa: '多因子分析',
    mfaHelp:
      '複数の変数グループから作った製品の1枚のマップ。どのグループも支配しないよう重み付けしています：{{groups}}。',
    dimension: '第{{n}}次元（{{percent}} %）',
    eigenvalues: '固有値',
    dimensionColumn: '次元',
    eigenvalue: '固有値',
    inertia: '寄与率（%）',
    coordinates: '第1・第2次元の座標',
    name: '名前',
    first: '第1次元',
    second: '第2次元',
    showEllipses: '信頼楕円を表示（95 %）',
    ellipsesNote:
      'パネリストの{{resamplings}}回のリサンプリングによる楕円：楕円が重なる製品は差がない可能性があります。',
    attribute: '属性',
    term: '用語',
    consumer: '消費者',
    product: '製品',
    leftOut_one: '{{count}}人の消費者を除外しました（すべての製品を評価していないか、すべて同じ評点）。',
    leftOut_other: '{{count}}人の消費者を除外しました（すべての製品を評価していないか、すべて同じ評点）。',
    termsLeftOut: '誰もチェックしなかった用語（除外）：{{terms}}',
    segmentCount: 'セグメント数',
    suggested: '{{count}}（推奨）',
    segment: 'セグメント{{n}}',
    segmentColumn: 'セグメント',
    size: '消費者数',
    productEffect: '製品効果（p）',
    share: 'セグメント間：消費者間の差の{{percent}} %。',
    dendrogram: '消費者の樹形図：破線で{{count}}個のセグメントに分けています。',
    likingBySegment: 'セグメントごとの各製品の平均の好み',
    downloadSegments: '各消費者のセグメント付きの生データ（ロング形式CSV）',
    profileLink: '外部選好マップに使うプロファイルの公開',
    noProfile: 'なし',
    model: 'モデル',
    models: { vector: 'ベクトル', circular: '円形', quadratic: '二次' },
    preferenceChart:
      '製品マップの各位置で、予測される好みが本人の平均を上回る消費者の割合（{{consumers}}人、{{model}}モデル）。製品を表示しています。',
    preferenceTable: 'プロファイルのマップ上の製品',
    chooseLiking: '選好マップと消費者セグメントを見るには、上で総合的な好みの質問を選んでください。',
    mapAlt: '{{title}}：横軸が第1次元、縦軸が第2次元。各点の座標は下の表にあります。',
    napping: 'ナッピングマップ：{{question}}',
    nappingHelp:
      'パネリストのシートの多重因子分析（各パネリストの x と y を1グループとし、尺度化なし。FactoMineR の MFA と同じ）：近い製品はパネリストが近くに置いたものです。',
    sorting: '分類マップ：{{question}}',
    sortingHelp:
      'パネリストが作ったグループの多重対応分析（各パネリストを1つのカテゴリ変数とする。FactoMineR の MCA と同じ）：近い製品はよく同じグループに入れられたものです。',
    sheetsLeftOut_one: '{{count}}枚のシートを除外しました（すべての製品を含んでいません）。',
    sheetsLeftOut_other: '{{count}}枚のシートを除外しました（すべての製品を含んでいません）。',
    judgeSheet: 'パネリストごとのシート',
    noSheet: 'パネリストを選択',
    sheetOf: '{{judge}}、{{repetition}}回目',
    sheetAlt: '{{judge}}のシート（{{width}} × {{height}}）：パネリストが置いた位置の各製品。位置は下の表にあります。',
    sheetTable: '{{judge}}のシート上の位置（x は左端から、y は下端から）',
    coOccurrence_one: '共起：{{count}}枚のシートのうち、2つの製品を同じグループに入れた枚数',
    coOccurrence_other: '共起：{{count}}枚のシートのうち、2つの製品を同じグループに入れた枚数',
  },
} satisfies Translated<typeof en>;
