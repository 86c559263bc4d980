import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  questionnaires: {
    title: '问卷',
    empty: '还没有问卷。请导入定义文件开始。',
    name: '名称',
    pages: '页数',
    products: '产品',
    publications: '发布',
    created: '导入时间',
    actions: '操作',
    export: '导出 YAML',
    importTitle: '导入定义文件',
    importHelp: '问卷格式的 YAML 或 JSON 文件，检查方式与命令行相同；已导入的问卷不会改变，如需新版本请重新导入。',
    chooseFile: '选择文件…',
    text: '定义',
    check: '检查',
    importButton: '导入',
    checked: '“{{name}}”没有错误。',
    imported: '已导入“{{name}}”。',
    faultsTitle: '需要更正的错误',
    fault: '第 {{line}} 行，第 {{column}} 列：{{message}}',
    warningsTitle: '警告',
    publish: '发布',
  },
} satisfies Translated<typeof en>;
