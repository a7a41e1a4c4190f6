// The feedback module: users' feedback and its mail to the team.
export { Feedback } from './feedback.entity.ts';
export { FeedbackService } from './feedback.service.ts';
