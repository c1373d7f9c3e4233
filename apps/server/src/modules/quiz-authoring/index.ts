// The quiz authoring module's entry, for the composition root: question banks, quizzes and assessments authored by admins (ADR 0091).
export { questionBankSection } from './question-bank-section.ts';
export { quizAuthoringRoutes } from './routes.ts';
