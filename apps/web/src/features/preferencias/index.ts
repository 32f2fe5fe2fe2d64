// Notifications, language, font size and contrast, help centre and 'reportar problema'.
export { NotificationSections, AppearanceSections, HelpSections } from './components/placeholder';
