// The hall-tickets module's entry, for the composition root.
export { hallTicketSection } from './hall-ticket-section.ts';
export { hallTicketRoutes } from './routes.ts';
