// The quiz authoring module's entry, for the composition root: question banks, quizzes and assessments authored by admins (ADR 0091).
export { quizAuthoringRoutes } from './routes.ts';
