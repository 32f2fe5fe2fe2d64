export { LumiAssistant } from './components/lumi-assistant';
