/** Namespace `layout`: headers, footer and the language switch of every area. */
export const LAYOUT_EN = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  home: 'Fixo home',
  mainNav: 'Main',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  myDashboard: 'My dashboard',
  signIn: 'Sign in',
  language: 'Language',
  logoLogout: 'Fixo — logout and return to the landing page',
  // A lazily loaded part (components/lazy-part.tsx) whose code did not arrive.
  partFailed: 'This part could not be loaded. Check your connection.',
  tryAgain: 'Try again',
  goBack: 'Go back',
  reload: 'Reload',
  // A form left with changes not saved (components/form/unsaved-changes.tsx).
  unsaved: {
    title: 'Leave without saving?',
    text: 'What you entered on this screen is not saved yet. It is lost if you leave now.',
    stay: 'Keep editing',
    leave: 'Leave',
  },
  dialogFailed: 'It could not be opened. Check your connection and try again.',
  // A screen whose code did not arrive (app/download-failed.tsx).
  screenFailed: {
    title: 'This screen could not be loaded',
    body: 'Check your connection. It opens by itself when the signal is back.',
  },
  // Fixo was updated while the tab was open: the old version's files are gone (app/download-failed.tsx).
  appUpdated: {
    title: 'Fixo has been updated',
    reloading: 'Opening the new version of this screen…',
    reload: 'Reload the page to open the new version of this screen.',
  },
  // A screen that threw (app/route-error-page.tsx): the driver needs a way on, not a stack trace.
  unexpectedError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Please try again; if you need help right now, call your nearest service center.',
    goHome: 'Go to home',
  },
  nav: {
    getHelp: 'Get help',
    fixopro: 'FixoPro for workshops',
    listWorkshop: 'List your workshop',
  },
  customer: {
    navLabel: 'Customer',
    dashboard: 'Dashboard',
    newRequest: 'New Service Request',
    addNewRequest: 'Add New Service Request',
    profile: 'Customer Profile',
    privacy: 'Privacy & data',
    logout: 'Logout',
    goHome: 'Go Home',
    account: 'Account',
    tagline: 'Stuck on the road? Raise a request and see trusted service centers near you.',
  },
  footer: {
    label: 'Footer',
    tagline: 'Breakdown help and servicing from trusted workshops near you, across India.',
    home: 'Home',
    requestHelp: 'Request roadside help',
    customerRegistration: 'Customer registration',
    fixopro: 'FixoPro for workshops',
    centerRegistration: 'Service center registration',
    signIn: 'Sign in',
    privacy: 'Privacy policy',
  },
};
