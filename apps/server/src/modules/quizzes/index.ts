// The quizzes module's entry, for the composition root: quizzes, mini assignments and course feedback.
export { courseFeedbackResponseSection } from './course-feedback-response-section.ts';
export { courseFeedbackSection } from './course-feedback-section.ts';
export { miniAssignmentSection } from './mini-assignment-section.ts';
export { isQuizObjectDone } from './quiz-object-done.ts';
export { quizRoutes } from './routes.ts';
export { cutoffOf, questionOf, scoreQuiz } from './score-quiz.ts';
