import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  training: {
    link: 'Objetivos de entrenamiento: {{name}}',
    back: 'Volver a las publicaciones',
    title: 'Objetivos de entrenamiento: {{name}}',
    help: 'Después de cada muestra de una sesión de entrenamiento, los jueces ven su puntuación en cada atributo junto a su rango objetivo: un valor y una tolerancia a cada lado. Deje ambos vacíos para no dar objetivo.',
    notTraining:
      'Los objetivos solo se aplican a las sesiones de entrenamiento, y esta publicación es un estudio. Márquela como entrenamiento en la lista de publicaciones para darle objetivos.',
    noAttributes:
      'Este cuestionario no tiene ninguna escala en la pantalla de una muestra: no hay nada a lo que dar un objetivo.',
    tableTitle: 'Objetivos por producto y atributo',
    product: 'Producto',
    scale: 'Escala de {{min}} a {{max}}',
    value: 'Valor',
    tolerance: '± Tolerancia',
    valueOf: '{{attribute}}, {{product}}: valor objetivo',
    toleranceOf: '{{attribute}}, {{product}}: tolerancia a cada lado',
    panelTitle: 'Donde no hay objetivo',
    usePanel: 'Usar la media del panel ± k desviaciones típicas donde no hay objetivo',
    panelHelp:
      'Se calcula para cada juez a partir de las respuestas de los demás jueces a esta publicación (la media de cada juez sobre sus repeticiones), en cuanto hayan respondido suficientes. Un objetivo dado en la tabla siempre prevalece.',
    k: 'k (desviaciones típicas a cada lado)',
    minJudges: 'Otros jueces necesarios antes',
    save: 'Guardar los objetivos',
    saved: 'Los objetivos están guardados.',
    problemsTitle: 'Los objetivos aún no se pueden guardar:',
    valueMissing: '{{attribute}}, {{product}}: indique el valor objetivo o vacíe la tolerancia.',
    toleranceMissing: '{{attribute}}, {{product}}: indique la tolerancia (0 o más) o vacíe el valor.',
    outsideScale: '{{attribute}}, {{product}}: el valor debe estar entre {{min}} y {{max}}.',
    negativeTolerance: '{{attribute}}, {{product}}: la tolerancia no puede ser menor que 0.',
    kOutOfRange: 'k debe estar entre {{min}} y {{max}}.',
    minJudgesOutOfRange: 'El número de otros jueces necesarios debe ser un número entero entre {{min}} y {{max}}.',
  },
} satisfies Translated<typeof en>;
