// Retrieval quality and speed of the book assistant (extractive mode) on the question set:
// recall@1, recall@3 and the median time to answer. Run: npm run bench:book
import { answerFromBook, bookIndex } from '../packages/book/src/index.ts';
import { QUESTIONS } from '../packages/book/test/questions.ts';

const started = performance.now();
const index = bookIndex();
console.log(
  `Índice construido en ${(performance.now() - started).toFixed(0)} ms (${index.sections.size} secciones)`,
);

let at1 = 0;
let at3 = 0;
for (const { question, chapter } of QUESTIONS) {
  const top = index.search(question, 3).map((hit) => hit.section.chapter);
  if (top[0] === chapter) at1 += 1;
  if (top.includes(chapter)) at3 += 1;
}
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const { question } of QUESTIONS) {
    const t0 = performance.now();
    answerFromBook(question, index);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const pct = (n: number) => `${((n / QUESTIONS.length) * 100).toFixed(1)} %`;
console.log(`Preguntas: ${QUESTIONS.length}`);
console.log(`recall@1: ${pct(at1)}  recall@3: ${pct(at3)}`);
console.log(
  `Mediana de respuesta (extractiva): ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(2)} ms`,
);
