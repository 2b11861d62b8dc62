import type { SHELL_TEXT_EN, UiTextKey } from '@lobby/ui';
import type { AppTextKey } from './en.ts';
import { UI_LOBBY } from './ui-lobby.ts';
import { UI_PLAY } from './ui-play.ts';

const app: Record<AppTextKey, string> = {
  'boot.loading': 'Cargando {{casino}}…',
  'home.title': 'Lobby',
  'home.welcomeGuest': 'Bienvenido a {{casino}}',
  'home.welcomePlayer': 'Hola de nuevo, {{name}}',
  'home.catalogSummary': '{{games}} juegos de {{providers}} proveedores',
  'home.totalJackpot': 'Bote total',
  'home.staleCatalog': 'Mostramos los juegos de tu última visita mientras se carga la lista actual.',
  'boot.misconfigured.title': 'Esta aplicación no corresponde a este casino',
  'boot.misconfigured.text': 'El servidor del casino usa otro tipo de lobby. El operador debe revisar la configuración de la aplicación.',
};

const shell: Record<keyof typeof SHELL_TEXT_EN, string> = {
  'common.close': 'Cerrar',
  'common.newTab': '(se abre en una pestaña nueva)',
  'shell.skipToContent': 'Saltar al contenido',
  'header.home': 'Inicio de {{casino}}',
  'header.menu': 'Menú',
  'header.search': 'Buscar juegos',
  'header.login': 'Iniciar sesión',
  'header.signup': 'Registrarse',
  'balance.label': 'Saldo',
  'balance.deposit': 'Depositar',
  'inbox.label': 'Bandeja de entrada',
  'inbox.unread': 'Bandeja de entrada, {{count}} sin leer',
  'cashier.tooltipTitle': '¿Te queda poco saldo?',
  'cashier.tooltipText': 'Tu saldo se está agotando. Recarga ahora para que los rodillos sigan girando.',
  'nav.label': 'Navegación principal',
  'nav.toggle': 'Barra lateral',
  'pages.signup': 'Registrarse',
  'pages.cashier': 'Cajero',
  'pages.vipprogram': 'Programa VIP',
  'mobileNav.title': 'Menú',
  'settings.title': 'Ajustes',
  'settings.language': 'Idioma',
  'settings.theme': 'Tema oscuro',
  'player.label': 'Tu cuenta',
  'player.balance': 'Saldo',
  'player.vipLevel': 'Nivel VIP {{level}}',
  'player.bonus': 'Bono',
  'player.withdrawable': 'Retirable',
  'player.playthrough': 'Requisito de apuesta',
  'player.comppoints': 'Puntos comp',
  'player.profile': 'Perfil',
  'player.deposit': 'Depositar',
  'player.cashOut': 'Retirar',
  'player.dashboard': 'Panel',
  'player.logout': 'Cerrar sesión',
  'launcher.label': 'Accesos rápidos',
  'notFound.title': 'Lost in the Shuffle',
  'notFound.text': 'La página solicitada ya no está disponible o no se encuentra.',
  'notFound.back': 'Volver al inicio',
  'loading.status': 'Cargando el lobby…',
  'error.unreachable.title': 'No podemos conectar con el casino',
  'error.unreachable.text': 'El casino no respondió. Comprueba tu conexión y vuelve a intentarlo en un momento.',
  'error.unexpected.title': 'Algo salió mal por nuestra parte',
  'error.unexpected.text': 'El casino respondió algo inesperado. Inténtalo de nuevo; tu saldo y tus juegos están a salvo.',
  'error.offline.title': 'Estás sin conexión',
  'error.offline.text': 'Vuelve a conectarte a internet y seguiremos justo donde lo dejaste.',
  'error.retry': 'Reintentar',
  'error.retrying': 'Reintentando…',
  'toast.region': 'Notificaciones',
  'toast.dismiss': 'Cerrar notificación',
};

const ui: Record<UiTextKey, string> = { ...shell, ...UI_LOBBY.es, ...UI_PLAY.es };

/** Spanish resources. */
export const ES = { app, ui };
