// Notifications, language, font size and contrast, help centre and 'reportar problema'.
export { NotificationSections } from './components/notification-sections';
export { AppearanceSections } from './components/appearance-sections';
export { HelpSections } from './components/help-sections';
