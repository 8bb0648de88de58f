import { howToPlaySeenKey, THEME_STORAGE_KEY, VIEWER_HINT_COOKIE } from '@/lib/browser-keys';

/**
 * Runs in <head> before the first paint: sets the theme class, and marks <html> when the viewer hint
 * names a signed-in (data-viewer) or premium (data-premium) visitor, so prerendered pages paint the
 * right header and no ad slot for them before any JavaScript bundle arrives; and marks it
 * (data-how-to-first) when the page's game (its first path segment) never showed its first-visit
 * card here, so the card paints with the page rather than once the scripts have run; until they have,
 * its buttons and Escape close that painted card (and it is remembered), so no tap is lost on a slow
 * load (then the dialog finds it seen and stays shut). A constant string:
 * the Content-Security-Policy allows it by its hash (lib/http/security-headers.ts), on every page.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var k=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}try{var m=/(?:^|;\\s*)${VIEWER_HINT_COOKIE}=([A-Za-z0-9_-]+)/.exec(document.cookie);if(m){var h=JSON.parse(atob(m[1].replace(/-/g,'+').replace(/_/g,'/')));d.setAttribute('data-viewer','signed-in');if(h.tier==='premium'||h.tier==='admin')d.setAttribute('data-premium','')}}catch(e){}try{var g=location.pathname.split('/')[1],s=${JSON.stringify(howToPlaySeenKey(''))}+decodeURIComponent(g);if(g&&localStorage.getItem(s)===null){d.setAttribute('data-how-to-first','');var x=function(e){if(!d.hasAttribute('data-how-to-first'))return;if(e.type==='click'?!(e.target&&e.target.closest&&e.target.closest('dialog[data-how-to-game]:not([open]) button')):e.key!=='Escape')return;d.removeAttribute('data-how-to-first');try{localStorage.setItem(s,'1')}catch(f){}};document.addEventListener('click',x);document.addEventListener('keydown',x)}}catch(e){}})()`;
