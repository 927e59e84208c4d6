export { useTelegramStore, type TelegramLoadStatus, type TelegramState } from './store';
