export default {
  consent: {
    title: '开始之前',
    intro: '请阅读以下内容。您接受后即可回答问卷。',
    accept: '我接受',
    decline: '我不接受',
    declinedTitle: '谢谢',
    declinedText: '您已拒绝，因此不会回答此问卷，也不会记录您的任何回答。如果您改变主意，请从列表中重新开始。',
    back: '返回列表',
    nextPerson: '下一位',
    failed: '发送失败，请重试。',
  },
};
