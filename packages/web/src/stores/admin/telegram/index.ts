export { useAdminTelegramStore, type AdminTelegramState } from './store';
