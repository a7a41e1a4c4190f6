// Loaded lazily by LazyNotifications.tsx: a module of its own, so that Mantine's container stays out of the first
// page (a dynamic import of the package itself would find it there already, with the store).
export { Notifications as default } from '@mantine/notifications';
