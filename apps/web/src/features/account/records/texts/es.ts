export default {
  judgeRecords: {
    rewardsTitle: 'Sus recompensas',
    balance: 'Saldo',
    points: 'puntos',
    grant: 'Por terminar',
    adjustment: 'Ajustado por el laboratorio',
    noRewards: 'Aún no hay recompensas.',
    consentsTitle: 'Sus consentimientos',
    accepted: 'Aceptado',
    declined: 'Rechazado',
    withdrawn: 'Retirado',
    withdraw: 'Retirar mi consentimiento',
    confirm:
      '¿Retirar su consentimiento para este estudio? A partir de ahora, sus respuestas quedan fuera de todo análisis y exportación.',
    confirmYes: 'Retirar',
    cancel: 'Cancelar',
    noConsents: 'No ha dado ningún consentimiento.',
    dataTitle: 'Sus datos',
    dataHelp:
      'Descargue todo lo que Palate guarda sobre usted: su perfil, invitaciones, reservas, respuestas, consentimientos y recompensas, en un archivo JSON.',
    download: 'Descargar mis datos',
    failed: 'No se pudo hacer. Inténtelo de nuevo.',
  },
};
