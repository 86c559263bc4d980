import { describe, expect, it } from 'vitest';
import { frequentWords } from './wordFrequencies.ts';

describe('the words judges wrote most often', () => {
  it('counts words once per comment, most frequent first, without stop words, numbers or case', () => {
    const comments = [
      'Very sweet, too sweet. Fresh!',
      'Sweet and FRESH but a bit watery',
      'Watery, 2 sips were enough',
      'Bitter aftertaste',
    ];
    expect(frequentWords(comments, { languages: ['en'] })).toEqual([
      { word: 'sweet', count: 2 },
      { word: 'fresh', count: 2 },
      { word: 'watery', count: 2 },
      { word: 'sips', count: 1 },
      { word: 'enough', count: 1 },
      { word: 'bitter', count: 1 },
      { word: 'aftertaste', count: 1 },
    ]);
    expect(frequentWords(comments, { languages: ['en'], limit: 2 })).toHaveLength(2);
  });

  it("takes French elisions' articles off and leaves out each language's stop words", () => {
    expect(
      frequentWords(["Un peu acide, l'arôme d'orange", 'Très acide et sans arôme'], { languages: ['fr'] }),
    ).toEqual([
      { word: 'acide', count: 2 },
      { word: 'arôme', count: 2 },
      { word: 'orange', count: 1 },
      { word: 'sans', count: 1 },
    ]);
    expect(frequentWords(['Muito doce, um pouco amargo', 'Doce demais'], { languages: ['pt'] })).toEqual([
      { word: 'doce', count: 2 },
      { word: 'amargo', count: 1 },
    ]);
  });

  it('splits Japanese and Chinese, written without spaces, into words', () => {
    expect(frequentWords(['とても甘くて美味しい', '少し酸っぱいけど美味しい'], { languages: ['ja'] })).toEqual([
      { word: '美味しい', count: 2 },
      { word: '甘', count: 1 },
      { word: '酸っぱい', count: 1 },
    ]);
    // 很甜 is one entry of the segmenter's dictionary: the intensifier is taken off.
    expect(frequentWords(['很甜，很新鲜', '太甜了，有点苦'], { languages: ['zh'] })).toEqual([
      { word: '甜', count: 2 },
      { word: '新鲜', count: 1 },
      { word: '苦', count: 1 },
    ]);
  });

  it('reads a panel writing in several languages with their stop words together', () => {
    expect(frequentWords(['The juice is sweet', 'Le jus est sucré', 'Der Saft ist süß'])).toEqual([
      { word: 'juice', count: 1 },
      { word: 'sweet', count: 1 },
      { word: 'jus', count: 1 },
      { word: 'sucré', count: 1 },
      { word: 'saft', count: 1 },
      { word: 'süß', count: 1 },
    ]);
    expect(frequentWords([])).toEqual([]);
  });
});
