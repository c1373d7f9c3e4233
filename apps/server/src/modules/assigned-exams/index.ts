// The assigned-exams module's entry, for the composition root.
export { assignedExamSection } from './assigned-exam-section.ts';
export { batchTestSection } from './batch-test-section.ts';
export { examResultSection } from './exam-result-section.ts';
export { assignedExamRoutes } from './routes.ts';
