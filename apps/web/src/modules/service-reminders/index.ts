export { DueRemindersCard } from './due-reminders-card';
