import { useEffect, useEffectEvent, useState } from 'react';
import { blankDefinition, type DraftDefinition } from './designerDraft.ts';
import type { ExampleStudy } from './exampleStudies.ts';

/** The example studies, once their chunk has loaded (null until then). */
export function useExampleStudies(): ExampleStudy[] | null {
  const [studies, setStudies] = useState<ExampleStudy[] | null>(null);
  useEffect(() => {
    let current = true;
    void import('./exampleStudies.ts').then((module) => current && setStudies(module.EXAMPLE_STUDIES));
    return () => {
      current = false;
    };
  }, []);
  return studies;
}

/**
 * Hands the definition of the example `key` (a copy, for the designer to change) once its
 * chunk has loaded; a key no example has gives a blank questionnaire. Nothing while `key` is null.
 */
export function useExampleDefinition(key: string | null, onLoaded: (definition: DraftDefinition) => void): void {
  const deliver = useEffectEvent(onLoaded);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void import('./exampleStudies.ts').then(({ EXAMPLE_STUDIES }) => {
      const study = EXAMPLE_STUDIES.find((each) => each.key === key);
      if (current) deliver(study ? structuredClone(study.definition) : blankDefinition());
    });
    return () => {
      current = false;
    };
  }, [key]);
}
