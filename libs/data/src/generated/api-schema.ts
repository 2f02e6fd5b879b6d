/**
 * The API's routes, parameters, bodies and answers, generated from its OpenAPI document by
 * `npm run api:client`. Do not edit: change the API, then regenerate.
 */
export interface paths {
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How the account signs in (password or not) and how many records it holds */
    get: operations['AccountController_summary'];
    put?: never;
    post?: never;
    /** Delete the account and everything it holds (confirmed by the password, or the e-mail for provider accounts) */
    delete: operations['AccountController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything the owner has recorded, as a zip: account.json and every document */
    get: operations['AccountController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which alerts reach the owner, by which channels, when */
    get: operations['NotificationSettingsController_get'];
    /** Replace the owner's notification settings */
    put: operations['NotificationSettingsController_put'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/notifications/time-zone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take the browser's time zone while the owner has saved no settings (first sign-in); a saved zone stays */
    post: operations['NotificationSettingsController_adoptTimeZone'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai/draft-letter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AiController_draftLetter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai/extract-ro': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AiController_extractRepairOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai/triage-reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AiController_triageReply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ai/value-downtime': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AiController_valueDowntime'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password (rate limited per client address and account) */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password; every other session of the owner ends */
    post: operations['PasswordController_change'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a one-time reset link to the address, if it has an account (the answer is the same either way) */
    post: operations['PasswordController_requestReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link (one use, one hour) and sign in */
    post: operations['PasswordController_confirmReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How one may sign in besides e-mail and password (the identity provider, when configured), and whether one may sign up */
    get: operations['AuthController_providers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up (rate limited per client address). REGISTRATION=open: 201, the account, signed in. verify: 202 and the same message for a new or taken address; a link is mailed. closed: 403. */
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish signing up with the link mailed under REGISTRATION=verify: the account is created and signed in */
    post: operations['AuthController_confirmRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user with their preferences (preferred_dealer_id), or 401 */
    get: operations['AuthController_currentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes the signed-in user's preferences: preferred_dealer_id (a dealer they can see, or null) */
    patch: operations['AuthController_updateCurrentUser'];
    trace?: never;
  };
  '/api/calendar/{token}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's deadlines as an iCalendar feed (RFC 5545), for a calendar app to subscribe to; no sign-in, the link's token is the credential */
    get: operations['CalendarController_feed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's calendar feed link, made the first time it is asked for */
    get: operations['CalendarController_link'];
    put?: never;
    post?: never;
    /** Turn the feed off: its link then answers 404 */
    delete: operations['CalendarController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/token/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the feed link: the old one then answers 404 */
    post: operations['CalendarController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClaimsController_list'];
    put?: never;
    post: operations['ClaimsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClaimsController_get'];
    put?: never;
    post?: never;
    delete: operations['TrashController_removeClaim'];
    options?: never;
    head?: never;
    /** Change a draft, or move Sent → Response, Sent → Closed, Response → Closed (409 otherwise) */
    patch: operations['ClaimsController_update'];
    trace?: never;
  };
  '/api/claims/{id}/dependents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What deleting the claim takes along: its mails (the claim and its reminders) */
    get: operations['DependentsController_claim'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/remind': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the dealer a reminder about a sent claim, in the same thread: once the answer is due, or before with `early: true` (409 otherwise); one per CLAIM_RESPONSE_DAYS */
    post: operations['ClaimsController_remind'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClaimRepliesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/replies/{replyId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records the dealer's answer on the claim as the proposal reads (or as corrected): status Response, amount, due day */
    post: operations['ClaimRepliesController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/replies/{replyId}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ClaimRepliesController_dismiss'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/replies/{replyId}/eml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClaimRepliesController_eml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a draft: status Sent and response due, committed with the mail to deliver (202: the statement is mailed by a worker; 409 unless Draft, 422 without a recipient, 429 over the daily limit) */
    post: operations['ClaimsController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claims/{id}/statement.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClaimsController_statement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to support (open to visitors; rate limited per address) */
    post: operations['ContactController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dealers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DealersController_list'];
    put?: never;
    post: operations['DealersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dealers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DealersController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dealerships/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DealershipsController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['DocumentsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DocumentsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/upload/{visitId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DocumentsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/visit/{visitId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DocumentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeocodeController_geocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/household/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite an address by mail: a signed single-use link, valid 7 days; the answer never says whether the address has an account */
    post: operations['HouseholdsController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/household/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation: its link stops working at once */
    delete: operations['HouseholdsController_revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/household/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the invitation's household with the signed-in account (the invitation's address) */
    post: operations['HouseholdsController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/household/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The household, its members and their roles (and, for its owners, the open invitations) */
    get: operations['HouseholdsController_get'];
    put?: never;
    /** Add a member: one joins only by accepting an invitation, so this invites (as POST /api/household/invitations) */
    post: operations['HouseholdsController_addMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/household/members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member (an owner), or leave (your own id): the records stay with the household */
    delete: operations['HouseholdsController_removeMember'];
    options?: never;
    head?: never;
    /** Change a member's role (a household always keeps an owner) */
    patch: operations['HouseholdsController_updateMember'];
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start sign-in (browser navigation) */
    get: operations['AuthController_startSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the sign-out page (browser navigation); signing out is POST /api/auth/logout */
    get: operations['AuthController_showSignOut'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the owner's notifications, newest first, with the unread count */
    get: operations['NotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: operations['NotificationsController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every one of the owner's notifications read */
    post: operations['NotificationsController_readAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The page of an alert mail’s unsubscribe link: asks to confirm (no sign-in needed; the link is signed) */
    get: operations['NotificationsController_confirmPage'];
    put?: never;
    /** Turn alert e-mails off for the owner the signed link names (RFC 8058 one-click; no sign-in needed) */
    post: operations['NotificationsController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The application server key to subscribe a browser with (VAPID, base64url) */
    get: operations['PushController_publicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save this browser's push subscription for the owner (the same address again is one row) and turn the push channel on */
    post: operations['PushController_subscribe'];
    /** Stop push notifications to this browser (only the owner's own; an unknown address is no error) */
    delete: operations['PushController_unsubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/share-links/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a link: it stops working at once */
    delete: operations['ShareLinksController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/share/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One vehicle’s file, read-only, as its link allows */
    get: operations['SharedFileController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/share/{token}/case-file.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vehicle’s case file PDF, as its link allows */
    get: operations['SharedFileController_caseFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deleted vehicles, visits and claims, kept 30 days; most recently deleted first */
    get: operations['TrashController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trash/{kind}/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Brings a deleted record back with everything that went with it */
    post: operations['TrashController_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VehiclesController_list'];
    put?: never;
    post: operations['VehiclesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VehiclesController_get'];
    put?: never;
    post?: never;
    delete: operations['VehiclesController_remove'];
    options?: never;
    head?: never;
    patch: operations['VehiclesController_update'];
    trace?: never;
  };
  '/api/vehicles/{id}/buyback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A lemon-law buyback estimate: price paid, collateral charges and incidental costs, minus the state's use offset, line by line */
    get: operations['BuybackController_estimate'];
    /** Replaces the vehicle's buyback cost lines and current mileage as a whole; answers the new estimate */
    put: operations['BuybackController_replaceCosts'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/case-file.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LemonLawController_caseFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/case-packet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One PDF for an arbitration program or an attorney: cover, facts, repair history, defects against the state's thresholds, correspondence, buyback estimate, (for BBB AUTO LINE) its five questions answered, the exhibit index, then the exhibits */
    post: operations['CasePacketController_render'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/correspondence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vehicle's letters, messages, calls and visits, newest first (the owner's entries, claim mails and dealers' replies), and the deadlines */
    get: operations['CorrespondenceController_log'];
    put?: never;
    /** Adds an entry: a letter, message, call or visit, or the lemon-law notice's mailing */
    post: operations['CorrespondenceController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/correspondence/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['CorrespondenceController_remove'];
    options?: never;
    head?: never;
    patch: operations['CorrespondenceController_update'];
    trace?: never;
  };
  '/api/vehicles/{id}/dependents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What deleting the vehicle takes along: its visits, and their claims and documents */
    get: operations['DependentsController_vehicle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/lemon-notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The written notice to the manufacturer, drafted from the facts, with the state's notice rule as a checklist */
    get: operations['LemonLawController_noticeDraft'];
    put?: never;
    /** The letter as the owner edited it, as a PDF letter to the manufacturer */
    post: operations['LemonLawController_noticePdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/lemon-watch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vehicle's warranty repairs against its registration state's lemon-law presumption */
    get: operations['LemonLawController_watch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/share-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vehicle’s links, newest first, with when each was opened and by what */
    get: operations['VehiclesController_listShareLinks'];
    put?: never;
    /** A read-only link to the vehicle’s file; the link is in this answer only */
    post: operations['VehiclesController_createShareLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/decode/{vin}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_decode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/manufacturers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_manufacturers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/models/{makeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_models'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/models/{makeId}/{year}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_modelsOfYear'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/visits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VisitsController_list'];
    put?: never;
    post: operations['VisitsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/visits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VisitsController_get'];
    put?: never;
    post?: never;
    delete: operations['TrashController_removeVisit'];
    options?: never;
    head?: never;
    patch: operations['VisitsController_update'];
    trace?: never;
  };
  '/api/visits/{id}/dependents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What deleting the visit takes along: its claims and documents */
    get: operations['DependentsController_visit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/visits/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VisitsController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AcceptClaimReplyInput: {
      offered_amount?: number;
      response_due?: string;
    };
    AcceptInvitationInput: {
      token: string;
    };
    AccountSummaryResponse: {
      email: string;
      /** @description False for an account created through the identity provider: it confirms a deletion with its e-mail instead */
      has_password: boolean;
      /** @description Signed in through the identity provider at least once */
      provider_linked: boolean;
      /** @description What deleting the account removes */
      records: {
        claims: number;
        dealers: number;
        documents: number;
        vehicles: number;
        visits: number;
      };
    };
    BrowserTimeZoneInput: {
      time_zone: string;
    };
    BuybackCostsInput: {
      current_mileage?: number | null;
      current_mileage_date?: string | null;
      lines: {
        amount: number;
        /** @enum {string} */
        kind: 'collateral' | 'incidental';
        label: string;
      }[];
    };
    BuybackEstimateResponse: {
      basis: {
        divisor: number;
        /** @description The formula in words */
        formula: string;
        /**
         * @description 'statute' when the state's statute states the formula; 'estimate' when the common formula stands in
         * @enum {string}
         */
        kind: 'statute' | 'estimate';
        /** @enum {string} */
        miles: 'before_first_repair' | 'to_settlement_or_hearing';
        note: string | null;
        /** Format: uri */
        source_url: string;
        statute: string;
      };
      /** @description The stored cost lines */
      costs: {
        amount: number;
        /** @enum {string} */
        kind: 'collateral' | 'incidental';
        label: string;
      }[];
      current_mileage: number | null;
      /** Format: date */
      current_mileage_date: string | null;
      /** @description The sum of the lines; null without a purchase price */
      estimate: number | null;
      /** @description The first repair visit of the defect repaired most often, where the offset’s miles end */
      first_repair: {
        /** Format: date */
        date_in: string;
        defect: string;
        mileage_in: number | null;
        visit_id: number;
      } | null;
      /** @description Price paid, collateral charges, incidental costs, then the use offset, in that order */
      lines: {
        /** @description Dollars; the use offset is negative */
        amount: number;
        label: string;
      }[];
      /** @description The miles the offset counts */
      miles_used: number | null;
      /** @description What to add for a complete estimate */
      missing: {
        field: string;
        message: string;
      }[];
      /**
       * @description The registration state; null until it is set
       * @enum {string|null}
       */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | null;
      /** @description Dollars taken off for the owner’s use; null when it cannot be computed (see use_offset_reason) */
      use_offset: number | null;
      /** @description Why use_offset is null */
      use_offset_reason: string | null;
    };
    CalendarFeedLinkResponse: {
      /** @description The owner's iCalendar feed (absolute, https:// in production): a calendar app subscribes to it; whoever holds it reads the deadlines */
      url: string;
    };
    CasePacketInput: {
      exhibits?: number[];
      /** @enum {string} */
      program: 'bbb_auto_line' | 'ncds' | 'manufacturer' | 'state_ag' | 'attorney';
      /** @enum {string} */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
    };
    CatalogOptionResponse: {
      /** @description e.g. 448 */
      id: number;
      /** @description e.g. 'TOYOTA' */
      name: string;
    };
    ChangePasswordInput: {
      current_password: string;
      /** @description 8 to 200 characters (an emoji counts as one) */
      new_password: string;
    };
    ClaimDetailResponse: {
      /** @description Dollars */
      ask_amount: number;
      /** Format: date-time */
      closed_at: string | null;
      contact_email: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description The member who added it */
      created_by_name: string | null;
      /** Format: date */
      date_in: string;
      /** Format: date */
      date_out: string | null;
      /** @description The visit's days out of service (as its card counts them) */
      days: number;
      dealer: components['schemas']['DealerResponse'];
      dealer_name: string;
      /** @description The dealer's reply, pasted when the response is recorded */
      dealer_reply: string | null;
      /** @description The latest mail (the claim or a reminder); null until sent */
      delivery: {
        attempts: number;
        last_error: string | null;
        /** @enum {string} */
        state: 'queued' | 'sending' | 'delivered' | 'failed';
      } | null;
      /** @description Every mail sent for the claim, newest first */
      dispatches: {
        attachment_name: string | null;
        attempts: number;
        body_text: string;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        delivered_at: string | null;
        id: number;
        /** @enum {string} */
        kind: 'claim' | 'reminder';
        last_error: string | null;
        message_id: string;
        recipient: string;
        reply_to: string;
        /** @enum {string} */
        state: 'queued' | 'sending' | 'delivered' | 'failed';
        subject: string;
      }[];
      /** @description How many of the visit's documents the statement carries */
      document_count: number;
      /** @description The visit's documents the statement carries, each once; null: all of them */
      document_ids: number[] | null;
      documents: components['schemas']['DocumentResponse'][];
      id: number;
      letter_body: string | null;
      /** @description The owner's own letter (drafted with the assistant) sent as the claim e-mail; null: the standard letter */
      letter_subject: string | null;
      /**
       * @description What the offer is: cash, or a credit spent only at the dealer; null when no offer is recorded (or its kind was not said)
       * @enum {string|null}
       */
      offer_kind: 'cash' | 'credit' | null;
      /** @description Dollars the dealer offered in their response (read by triage, or typed), when they offered money */
      offered_amount: number | null;
      outcome_notes: string | null;
      /** @description Sent, the response due date passed, and no response recorded */
      overdue: boolean;
      primary_issue: string;
      /** @description Where the claim mail goes: the contact e-mail, else the dealer's; null when there is neither */
      recipient: string | null;
      /** @description Dollars recovered, when the claim is closed */
      recovered_amount: number | null;
      /**
       * Format: date
       * @description The day the dealer's answer is due: set when the claim is sent
       */
      response_due: string | null;
      /** Format: date-time */
      sent_at: string | null;
      /** @enum {string} */
      status: 'Draft' | 'Sent' | 'Response' | 'Closed';
      /** Format: date-time */
      updated_at: string;
      /** @description The member who changed it last */
      updated_by_name: string | null;
      /** @enum {string} */
      valuation_method: 'MonthlyPayment' | 'DailyFlatRate';
      vehicle: components['schemas']['VehicleResponse'];
      /** @description From the visit, so a card needs no other call */
      vehicle_id: number;
      vehicle_label: string;
      visit: components['schemas']['VisitResponse'];
      visit_id: number;
    };
    ClaimResponse: {
      /** @description Dollars */
      ask_amount: number;
      /** Format: date-time */
      closed_at: string | null;
      contact_email: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description The member who added it */
      created_by_name: string | null;
      /** Format: date */
      date_in: string;
      /** Format: date */
      date_out: string | null;
      /** @description The visit's days out of service (as its card counts them) */
      days: number;
      dealer_name: string;
      /** @description The dealer's reply, pasted when the response is recorded */
      dealer_reply: string | null;
      /** @description The latest mail (the claim or a reminder); null until sent */
      delivery: {
        attempts: number;
        last_error: string | null;
        /** @enum {string} */
        state: 'queued' | 'sending' | 'delivered' | 'failed';
      } | null;
      /** @description How many of the visit's documents the statement carries */
      document_count: number;
      /** @description The visit's documents the statement carries, each once; null: all of them */
      document_ids: number[] | null;
      id: number;
      letter_body: string | null;
      /** @description The owner's own letter (drafted with the assistant) sent as the claim e-mail; null: the standard letter */
      letter_subject: string | null;
      /**
       * @description What the offer is: cash, or a credit spent only at the dealer; null when no offer is recorded (or its kind was not said)
       * @enum {string|null}
       */
      offer_kind: 'cash' | 'credit' | null;
      /** @description Dollars the dealer offered in their response (read by triage, or typed), when they offered money */
      offered_amount: number | null;
      outcome_notes: string | null;
      /** @description Sent, the response due date passed, and no response recorded */
      overdue: boolean;
      primary_issue: string;
      /** @description Where the claim mail goes: the contact e-mail, else the dealer's; null when there is neither */
      recipient: string | null;
      /** @description Dollars recovered, when the claim is closed */
      recovered_amount: number | null;
      /**
       * Format: date
       * @description The day the dealer's answer is due: set when the claim is sent
       */
      response_due: string | null;
      /** Format: date-time */
      sent_at: string | null;
      /** @enum {string} */
      status: 'Draft' | 'Sent' | 'Response' | 'Closed';
      /** Format: date-time */
      updated_at: string;
      /** @description The member who changed it last */
      updated_by_name: string | null;
      /** @enum {string} */
      valuation_method: 'MonthlyPayment' | 'DailyFlatRate';
      /** @description From the visit, so a card needs no other call */
      vehicle_id: number;
      vehicle_label: string;
      visit_id: number;
    };
    CorrespondenceEntryResponse: {
      /** Format: date-time */
      created_at: string;
      /** Format: date */
      delivered_on: string | null;
      /** @enum {string} */
      direction: 'sent' | 'received';
      document_ids: number[];
      id: number;
      /** @enum {string} */
      method: 'email' | 'certified_mail' | 'express_mail' | 'phone' | 'in_person' | 'portal';
      /** Format: date */
      occurred_on: string;
      /** @enum {string} */
      party: 'dealer' | 'manufacturer' | 'program' | 'other';
      party_name: string | null;
      /** @enum {string|null} */
      purpose: 'lemon_notice' | 'final_repair_delivery' | null;
      summary: string;
      tracking_number: string | null;
      /** Format: date-time */
      updated_at: string;
      vehicle_id: number;
    };
    CorrespondenceLogResponse: {
      /** @description Soonest first; empty without the vehicle's state and delivery date. Only the rules verified for the state are given */
      deadlines: {
        /** Format: date */
        due_on: string;
        /** @enum {string} */
        kind: 'manufacturer_response' | 'final_repair' | 'program_filing' | 'presumption_period_end';
        /** @description What is due, in plain words */
        label: string;
        /** @description The statute, as cited */
        source: string;
        /** Format: uri */
        source_url: string;
      }[];
      items: {
        /** @description The claim a claim mail or reply belongs to */
        claim_id: number | null;
        /** @enum {string} */
        direction: 'sent' | 'received';
        document_ids: number[];
        /** @description Only the owner’s entries can be changed or deleted here */
        editable: boolean;
        /** @description The entry itself, for the items the owner added */
        entry: {
          /** Format: date-time */
          created_at: string;
          /** Format: date */
          delivered_on: string | null;
          /** @enum {string} */
          direction: 'sent' | 'received';
          document_ids: number[];
          id: number;
          /** @enum {string} */
          method: 'email' | 'certified_mail' | 'express_mail' | 'phone' | 'in_person' | 'portal';
          /** Format: date */
          occurred_on: string;
          /** @enum {string} */
          party: 'dealer' | 'manufacturer' | 'program' | 'other';
          party_name: string | null;
          /** @enum {string|null} */
          purpose: 'lemon_notice' | 'final_repair_delivery' | null;
          summary: string;
          tracking_number: string | null;
          /** Format: date-time */
          updated_at: string;
          vehicle_id: number;
        } | null;
        /** @description Unique in the log: the source and the record's id (e.g. 'entry-12', 'claim_mail-4') */
        id: string;
        /** @enum {string} */
        method: 'email' | 'certified_mail' | 'express_mail' | 'phone' | 'in_person' | 'portal';
        /** Format: date */
        occurred_on: string;
        /** @enum {string} */
        party: 'dealer' | 'manufacturer' | 'program' | 'other';
        party_name: string | null;
        /**
         * @description 'entry' and 'lemon_notice' are the owner's entries (editable); 'claim_mail' and 'claim_response' are a claim's mails and the dealer's reply
         * @enum {string}
         */
        source: 'entry' | 'lemon_notice' | 'claim_mail' | 'claim_response';
        summary: string;
        tracking_number: string | null;
      }[];
      not_legal_advice: string;
    };
    CreateClaimInput: {
      /** @description Dollars */
      ask_amount?: number;
      contact_email?: string;
      /** @description Ids of the visit's documents to send with the claim; null: all of them */
      document_ids?: number[] | null;
      /** @enum {string} */
      valuation_method?: 'MonthlyPayment' | 'DailyFlatRate';
      visit_id: number;
    };
    CreateContactMessageInput: {
      /**
       * @description 'support' when left out
       * @enum {string|null}
       */
      category?: 'support' | 'billing' | 'technical' | 'feedback' | 'partnership' | 'other' | null;
      email: string;
      message: string;
      name: string;
      subject: string;
    };
    CreateCorrespondenceInput: {
      /** @description The day the mail was delivered, from its tracking: the manufacturer's clocks run from it */
      delivered_on?: string;
      /** @enum {string} */
      direction: 'sent' | 'received';
      /** @description Attachments: documents of this vehicle's visits */
      document_ids?: number[];
      /** @enum {string} */
      method: 'email' | 'certified_mail' | 'express_mail' | 'phone' | 'in_person' | 'portal';
      /** @description The day it was sent, received, or took place */
      occurred_on: string;
      /** @enum {string} */
      party: 'dealer' | 'manufacturer' | 'program' | 'other';
      /** @description The dealer's, manufacturer's or program's name, or the person's */
      party_name?: string;
      /**
       * @description 'lemon_notice': the written notice to the manufacturer; 'final_repair_delivery': the vehicle delivered for the final repair attempt
       * @enum {string}
       */
      purpose?: 'lemon_notice' | 'final_repair_delivery';
      summary: string;
      /** @description Only with certified or express mail */
      tracking_number?: string;
    };
    CreateDealerInput: {
      address?: string;
      city?: string;
      email?: string;
      lat?: number;
      lng?: number;
      makes?: string[];
      name: string;
      phone?: string;
      services?: string[];
      state?: string;
      website?: string;
      zip?: string;
    };
    CreateInvitationInput: {
      email: string;
      /**
       * @default member
       * @enum {string}
       */
      role: 'owner' | 'member' | 'viewer';
    };
    CreateShareLinkInput: {
      /** @default 14 */
      expires_in_days: number;
      /** @default false */
      hide_contact: boolean;
      /** @default false */
      hide_money: boolean;
      passcode?: string | null;
    };
    CreateVehicleInput: {
      /** @enum {string} */
      condition?: 'new' | 'used';
      delivery_date?: string;
      delivery_mileage?: number;
      license_plate?: string;
      make: string;
      model: string;
      monthly_payment?: number;
      msrp?: number;
      notes?: string;
      preferred_dealer_id?: number;
      purchase_date?: string;
      purchase_price?: number;
      /** @enum {string} */
      purchase_type?: 'finance' | 'lease' | 'cash';
      /** @enum {string} */
      registration_state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /** @enum {string} */
      segment?: 'economy' | 'midsize' | 'fullsize' | 'luxury' | 'truck' | 'suv' | 'ev';
      trim?: string;
      vin?: string;
      year: number;
    };
    CreateVisitInput: {
      /** @description What the dealer found (the second C) */
      cause?: string;
      /** @description What the owner complained of (the first of the three Cs) */
      complaint?: string;
      /** @description What the dealer did (the third C) */
      correction?: string;
      date_in: string;
      date_out?: string;
      dealer_id: number;
      defect?: string;
      /** @description The same as notes */
      issue_notes?: string;
      /** @description The same as loaner_provided */
      loaner_flag?: boolean;
      loaner_model?: string;
      loaner_notes?: string;
      loaner_provided?: boolean;
      mileage_in?: number;
      mileage_out?: number;
      notes?: string;
      primary_issue: string;
      /** @description The dealer's repair-order number, on one line */
      ro_number?: string;
      /** @description A defect that could cause injury: false unless the owner says otherwise (absent on create; null sets it back) */
      safety_defect?: boolean;
      /** @enum {string} */
      status: 'in_progress' | 'completed' | 'cancelled';
      /** @enum {string} */
      valuation_method?: 'MonthlyPayment' | 'DailyFlatRate';
      vehicle_id: number;
      /** @description Repaired under warranty: true unless the owner says otherwise (absent on create; null sets it back) */
      warranty_repair?: boolean;
    };
    CurrentUserResponse: {
      email: string;
      id: number;
      name: string;
      /** @description The dealership New Visit preselects ('Set as Preferred Dealer' on /vehicle-search) */
      preferred_dealer_id: number | null;
      /** @description The owner's US ZIP code: the dealer picker lists the nearest dealers to it */
      zip_code: string | null;
    };
    DealerListItemResponse: {
      address: string | null;
      city: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Great-circle distance in miles from near; null without near or without coordinates */
      distance: number | null;
      /** @description Where claims are sent when the claim has no contact email of its own */
      email: string | null;
      id: number;
      lat: number | null;
      lng: number | null;
      /** @description Makes the dealership sells or services, e.g. ['Honda', 'Acura'] */
      makes: string[];
      name: string;
      /** @description True when the signed-in owner added it (false for the shared directory) */
      owned: boolean;
      phone: string | null;
      services: string[];
      state: string | null;
      /** Format: date-time */
      updated_at: string;
      website: string | null;
      zip: string | null;
    };
    DealerResponse: {
      address: string | null;
      city: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Where claims are sent when the claim has no contact email of its own */
      email: string | null;
      id: number;
      lat: number | null;
      lng: number | null;
      /** @description Makes the dealership sells or services, e.g. ['Honda', 'Acura'] */
      makes: string[];
      name: string;
      /** @description True when the signed-in owner added it (false for the shared directory) */
      owned: boolean;
      phone: string | null;
      services: string[];
      state: string | null;
      /** Format: date-time */
      updated_at: string;
      website: string | null;
      zip: string | null;
    };
    DealershipResponse: {
      address: string | null;
      city: string | null;
      /** @description Great-circle distance in miles */
      distance: number;
      id: number;
      /** @description Makes the dealership sells or services, e.g. ['Honda', 'Acura'] */
      makes: string[];
      name: string;
      phone: string | null;
      services: string[];
      state: string | null;
      website: string | null;
      zip: string | null;
    };
    DecodedVinResponse: {
      bodyClass: string | null;
      /** @description vPIC's error code: '0' on success; otherwise e.g. '1' (check digit) with errorText saying why */
      errorCode: string;
      errorText: string;
      fuelType: string | null;
      make: string | null;
      model: string | null;
      transmission: string | null;
      trim: string | null;
      vin: string;
      year: number | null;
    };
    DeleteAccountDto: {
      email?: string;
      password?: string;
    };
    DocumentResponse: {
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      doc_type: 'Service Receipt' | 'Photo' | 'Estimate' | 'Document' | 'Other';
      /** @description The name the file was uploaded with, made safe to show and to download under */
      file_name: string;
      /** @description GET this (signed in) for the bytes: `/api/documents/{id}/file`; add `?download=1` to save it */
      file_path: string;
      file_size: number;
      id: number;
      /** @enum {string} */
      mime_type: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
      notes: string | null;
      /** @description The SHA-256 of the bytes as uploaded, in hex: a copy of the file can be checked against it */
      sha256: string | null;
      visit_id: number;
    };
    DraftLetterInput: {
      claim_id?: number | null;
      daily_value?: number | null;
      dates?: {
        date_in: string;
        date_out?: string | null;
      } | null;
      days?: number | null;
      dealer_name?: string | null;
      service_manager?: string | null;
      /** @enum {string} */
      tone: 'polite' | 'firm';
      total?: number | null;
      vehicle_label?: string | null;
      /** @description The last 6 characters of the VIN */
      vin_last6?: string | null;
    };
    GeocodeResponse: {
      /** @description How the place reads to a person, e.g. "Beverly Hills, CA 90210" */
      label: string;
      lat: number;
      lng: number;
    };
    HouseholdInvitationResponse: {
      /** Format: date-time */
      created_at: string;
      email: string;
      /** Format: date-time */
      expires_at: string;
      id: number;
      /** @enum {string} */
      role: 'owner' | 'member' | 'viewer';
    };
    HouseholdMemberResponse: {
      email: string;
      /** @description The member's account id */
      id: number;
      is_you: boolean;
      /** Format: date-time */
      joined_at: string;
      name: string;
      /** @enum {string} */
      role: 'owner' | 'member' | 'viewer';
    };
    HouseholdResponse: {
      id: number;
      /** @description Open invitations; empty unless you are an owner */
      invitations: components['schemas']['HouseholdInvitationResponse'][];
      members: components['schemas']['HouseholdMemberResponse'][];
      name: string;
      /** @enum {string} */
      your_role: 'owner' | 'member' | 'viewer';
    };
    LemonNoticeDraftResponse: {
      /** @description What to do with it under the state's notice rule, in order */
      checklist: string[];
      /** @description The PDF's file name: `lemon-notice-<vin or id>.pdf` */
      file_name: string;
      /** @description The letter's body, from the salutation to the closing: the PDF adds the sender, date, addressee, subject and signature line */
      letter: string;
      /** @description The state's notice rule in one sentence, as the lemon-law table has it */
      rule: string;
      /** Format: uri */
      source_url: string;
      /** @enum {string} */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /** @description e.g. 'California' */
      state_name: string;
      /** @description The statute, as cited */
      statute: string;
      /** @description The PDF's subject line */
      subject: string;
    };
    LemonNoticeInput: {
      letter: string;
    };
    LemonWatchResponse: {
      /** @enum {string|null} */
      day_kind: 'calendar' | 'business' | null;
      /** @description Days at the dealer for warranty repairs within the period, in the state's kind of day, overlapping visits counted once, open ones to today */
      days_out_of_service: number;
      /** @enum {string|null} */
      days_rule: 'at_least' | 'more_than' | null;
      days_threshold: number | null;
      /** @description A presumption is met, and the vehicle is new */
      likely_qualifies: boolean;
      /**
       * @description What ended it: the months from delivery or the mileage limit
       * @enum {string|null}
       */
      period_ended_by: 'months' | 'miles' | null;
      /**
       * Format: date
       * @description The day the presumption period ends (nothing from this day on counts); null while months and miles cannot end it
       */
      period_ends: string | null;
      /**
       * Format: date
       * @description The delivery date, or the purchase date when none is recorded
       */
      period_starts: string;
      /** @description What is met, or how far from it the vehicle is, in plain words */
      reasons: string[];
      /** @description Repairs in the period grouped by defect, most repeated first */
      repair_attempts: {
        /** @description Warranty repairs of it begun within the presumption period */
        count: number;
        /** @description As the owner first wrote it; visits naming the same defect (case and spaces aside) are grouped */
        defect: string;
        /** @description Any of its visits was marked a safety defect */
        safety: boolean;
        /** @description The state's count for it (its safety count when any of its visits was a safety defect); null when it sets none */
        threshold: number | null;
      }[];
      /** Format: uri */
      source_url: string;
      /** @enum {string} */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /** @description The statute's name, as the link to source_url reads (e.g. 'Cal. Civ. Code § 1793.22') */
      statute: string;
    };
    LoginInput: {
      email: string;
      password: string;
    };
    MarkedReadResponse: {
      /** @description How many notifications were marked read */
      marked: number;
    };
    MessageResponse: {
      message: string;
    };
    NotificationPageResponse: {
      items: components['schemas']['NotificationResponse'][];
      page: number;
      page_size: number;
      total: number;
      /** @description Unread notifications of the owner, all pages */
      unread: number;
    };
    NotificationResponse: {
      body: string;
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date
       * @description The day the alert is about (a due date, a window's end…)
       */
      day: string;
      id: number;
      /** @enum {string} */
      kind:
        | 'claim_due_tomorrow'
        | 'claim_overdue'
        | 'claim_no_response'
        | 'lemon_near'
        | 'lemon_met'
        | 'lemon_window_ending'
        | 'visit_open_long'
        | 'offer_deadline'
        | 'visit_expected_out_passed'
        | 'lemon_deadline'
        | 'dealer_reply';
      /** @description The app's path of the record (`/claims/12`) */
      link: string;
      /** Format: date-time */
      read_at: string | null;
      subject_id: number;
      /** @enum {string} */
      subject_type: 'claim' | 'vehicle' | 'visit';
      title: string;
    };
    NotificationSettingsInput: {
      channels: ('email' | 'in_app' | 'push')[];
      /** @enum {string} */
      email_mode: 'immediate' | 'digest';
      kinds: (
        | 'claim_due_tomorrow'
        | 'claim_overdue'
        | 'claim_no_response'
        | 'lemon_near'
        | 'lemon_met'
        | 'lemon_window_ending'
        | 'visit_open_long'
        | 'offer_deadline'
        | 'visit_expected_out_passed'
        | 'lemon_deadline'
        | 'dealer_reply'
      )[];
      quiet_end: string | null;
      quiet_start: string | null;
      time_zone: string;
    };
    NotificationSettingsResponse: {
      channels: ('email' | 'in_app' | 'push')[];
      /** @enum {string} */
      email_mode: 'immediate' | 'digest';
      /** @description The kinds the owner is told about */
      kinds: (
        | 'claim_due_tomorrow'
        | 'claim_overdue'
        | 'claim_no_response'
        | 'lemon_near'
        | 'lemon_met'
        | 'lemon_window_ending'
        | 'visit_open_long'
        | 'offer_deadline'
        | 'visit_expected_out_passed'
        | 'lemon_deadline'
        | 'dealer_reply'
      )[];
      quiet_end: string | null;
      /** @description 'HH:MM' in the owner's time zone, or both null for none; mail is held until they end */
      quiet_start: string | null;
      /** @description An IANA time zone ('America/Chicago') */
      time_zone: string;
    };
    PasswordResetConfirmInput: {
      /** @description 8 to 200 characters (an emoji counts as one) */
      new_password: string;
      token: string;
    };
    PasswordResetRequestInput: {
      email: string;
    };
    PushPublicKeyResponse: {
      /** @description The VAPID application server key (base64url): pushManager.subscribe's applicationServerKey */
      public_key: string;
    };
    PushSubscriptionInput: {
      endpoint: string;
      expirationTime?: number | null;
      keys: {
        auth: string;
        p256dh: string;
      };
    };
    PushSubscriptionRemoval: {
      endpoint: string;
    };
    PushSubscriptionSavedResponse: {
      /**
       * Format: date-time
       * @description When this owner's browser first subscribed with this address
       */
      created_at: string;
      endpoint: string;
    };
    RecordDependentsResponse: {
      /** @description The numbers of the claims that go (`Claim #4`), oldest first */
      claim_ids: number[];
      /** @description Claims that go with the record (of a vehicle's visits, or of the visit) */
      claims: number;
      /** @description The owner's entries in the vehicle's correspondence log that go with it (a vehicle's) */
      correspondence: number;
      /** @description Documents that go with the record (of a vehicle's visits, or of the visit) */
      documents: number;
      /** @description Repair attempts the vehicle's lemon-law watch counts now and would no longer count */
      lemon_law_attempts: number;
      /** @description Mails of the claims that go (the claim's own and its reminders): their history goes too */
      mails: number;
      /** @description Visits that go with the record (a vehicle's) */
      visits: number;
    };
    RegisterInput: {
      email: string;
      name: string;
      /** @description 8 to 200 characters (an emoji counts as one) */
      password: string;
    };
    RegistrationConfirmInput: {
      token: string;
    };
    RemindClaimInput: {
      early?: boolean | null;
    };
    SharedFileResponse: {
      claims: {
        /** @description Null when money figures are hidden */
        ask_amount: number | null;
        /** Format: date-time */
        closed_at: string | null;
        dealer_name: string;
        /** @description Dollar amounts in it are hidden when money figures are */
        dealer_reply: string | null;
        id: number;
        offered_amount: number | null;
        recovered_amount: number | null;
        /** Format: date */
        response_due: string | null;
        /** Format: date-time */
        sent_at: string | null;
        status: string;
        visit_id: number;
      }[];
      correspondence: {
        /** @enum {string} */
        direction: 'sent' | 'received';
        /** @enum {string} */
        method: 'email' | 'certified_mail' | 'express_mail' | 'phone' | 'in_person' | 'portal';
        /** Format: date */
        occurred_on: string;
        /** @enum {string} */
        party: 'dealer' | 'manufacturer' | 'program' | 'other';
        party_name: string | null;
        summary: string;
        tracking_number: string | null;
      }[];
      documents: {
        /** Format: date-time */
        created_at: string;
        file_name: string;
        file_size: number;
        id: number;
        mime_type: string;
        sha256: string | null;
        visit_id: number;
      }[];
      /** Format: date-time */
      expires_at: string;
      hide_contact: boolean;
      hide_money: boolean;
      lemon_watch: components['schemas']['LemonWatchResponse'] | null;
      not_legal_advice: string;
      owner: {
        /** @description Null when the link hides contact details */
        email: string | null;
        name: string;
      };
      vehicle: {
        condition: string;
        /** Format: date */
        delivery_date: string | null;
        delivery_mileage: number | null;
        downtime_days: number;
        label: string;
        make: string;
        model: string;
        /** Format: date */
        purchase_date: string | null;
        /** @description Null when unknown or hidden */
        purchase_price: number | null;
        registration_state: string | null;
        trim: string | null;
        vin: string | null;
        visit_count: number;
        year: number;
      };
      visits: {
        cause: string | null;
        complaint: string | null;
        correction: string | null;
        /** Format: date */
        date_in: string;
        /** Format: date */
        date_out: string | null;
        days: number;
        dealer_name: string;
        defect: string | null;
        id: number;
        mileage_in: number | null;
        mileage_out: number | null;
        primary_issue: string;
        ro_number: string | null;
        safety_defect: boolean;
        status: string;
        warranty_repair: boolean;
      }[];
    };
    ShareLinkCreatedResponse: {
      id: number;
      /** @description The read-only page, /share/{token}: shown only in this answer */
      url: string;
    };
    ShareLinkResponse: {
      /** @description Neither revoked nor expired */
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string;
      has_passcode: boolean;
      hide_contact: boolean;
      hide_money: boolean;
      id: number;
      open_count: number;
      opens: {
        /** @description "Chrome on Android", "Safari on iPhone", "Other" */
        client: string;
        /** Format: date-time */
        opened_at: string;
      }[];
      /** Format: date-time */
      revoked_at: string | null;
      vehicle_id: number;
    };
    SignInProvidersResponse: {
      /** @description The OpenID Connect provider, when one is configured: "Sign in with {name}" starts at /api/login */
      oidc: {
        /** @description e.g. 'Acme ID' */
        name: string;
      } | null;
      /** @enum {string} */
      registration: 'open' | 'verify' | 'closed';
    };
    TrashItemResponse: {
      /** @description Whole days before the purge (0 on its last day) */
      days_left: number;
      /** Format: date-time */
      deleted_at: string;
      /** @description What went with it */
      dependents: components['schemas']['RecordDependentsResponse'];
      /** @description The record's own id, as it had and will have again */
      id: number;
      /** @enum {string} */
      kind: 'vehicle' | 'visit' | 'claim';
      /** @description Its name when it was deleted ('2022 Ford F-150', 'Visit of Mar 3, 2025', 'Claim #4') */
      name: string;
    };
    /** @enum {string} */
    TrashKind: 'vehicle' | 'visit' | 'claim';
    TriageReplyInput: {
      claim_id?: number | null;
      /** @enum {string|null} */
      current_claim_status?: 'Draft' | 'Sent' | 'Response' | 'Closed' | null;
      email_text: string;
      /** @description The day the reply arrived (YYYY-MM-DD); deadlines count from it. Default today. */
      received_at?: string | null;
    };
    UpdateClaimInput: {
      /** @description Dollars */
      ask_amount?: number;
      contact_email?: string | null;
      dealer_reply?: string | null;
      /** @description Ids of the visit's documents to send with the claim; null: all of them */
      document_ids?: number[] | null;
      letter_body?: string | null;
      letter_subject?: string | null;
      /**
       * @description cash: money paid; credit: spent only at the dealer (a service credit)
       * @enum {string|null}
       */
      offer_kind?: 'cash' | 'credit' | null;
      offered_amount?: number | null;
      outcome_notes?: string | null;
      recovered_amount?: number | null;
      response_due?: string | null;
      /** @enum {string|null} */
      status?: 'Draft' | 'Sent' | 'Response' | 'Closed' | null;
      /** @enum {string} */
      valuation_method?: 'MonthlyPayment' | 'DailyFlatRate';
    };
    UpdateCorrespondenceInput: {
      /** @description The day the mail was delivered, from its tracking: the manufacturer's clocks run from it */
      delivered_on?: string | null;
      /** @enum {string} */
      direction?: 'sent' | 'received';
      /** @description Attachments: documents of this vehicle's visits */
      document_ids?: number[] | null;
      /** @enum {string} */
      method?: 'email' | 'certified_mail' | 'express_mail' | 'phone' | 'in_person' | 'portal';
      /** @description The day it was sent, received, or took place */
      occurred_on?: string;
      /** @enum {string} */
      party?: 'dealer' | 'manufacturer' | 'program' | 'other';
      /** @description The dealer's, manufacturer's or program's name, or the person's */
      party_name?: string | null;
      /**
       * @description 'lemon_notice': the written notice to the manufacturer; 'final_repair_delivery': the vehicle delivered for the final repair attempt
       * @enum {string|null}
       */
      purpose?: 'lemon_notice' | 'final_repair_delivery' | null;
      summary?: string;
      /** @description Only with certified or express mail */
      tracking_number?: string | null;
    };
    UpdateCurrentUserInput: {
      /** @description A dealer the owner can see; New Visit starts with it */
      preferred_dealer_id?: number | null;
      /** @description The owner's US ZIP code (5 digits; null or blank clears it): the dealer picker lists the nearest dealers to it */
      zip_code?: string | null;
    };
    UpdateMemberInput: {
      /** @enum {string} */
      role: 'owner' | 'member' | 'viewer';
    };
    UpdateVehicleInput: {
      /** @enum {string|null} */
      condition?: 'new' | 'used' | null;
      delivery_date?: string | null;
      delivery_mileage?: number | null;
      license_plate?: string | null;
      make?: string;
      model?: string;
      monthly_payment?: number | null;
      msrp?: number | null;
      notes?: string | null;
      preferred_dealer_id?: number | null;
      purchase_date?: string | null;
      purchase_price?: number | null;
      /** @enum {string|null} */
      purchase_type?: 'finance' | 'lease' | 'cash' | null;
      /** @enum {string|null} */
      registration_state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | null;
      /** @enum {string|null} */
      segment?: 'economy' | 'midsize' | 'fullsize' | 'luxury' | 'truck' | 'suv' | 'ev' | null;
      trim?: string | null;
      vin?: string | null;
      year?: number;
    };
    UpdateVisitInput: {
      /** @description What the dealer found (the second C) */
      cause?: string | null;
      /** @description What the owner complained of (the first of the three Cs) */
      complaint?: string | null;
      /** @description What the dealer did (the third C) */
      correction?: string | null;
      date_in?: string;
      date_out?: string | null;
      dealer_id?: number;
      defect?: string | null;
      /** @description The same as notes */
      issue_notes?: string | null;
      /** @description The same as loaner_provided */
      loaner_flag?: boolean | null;
      loaner_model?: string | null;
      loaner_notes?: string | null;
      loaner_provided?: boolean | null;
      mileage_in?: number | null;
      mileage_out?: number | null;
      notes?: string | null;
      primary_issue?: string;
      /** @description The dealer's repair-order number, on one line */
      ro_number?: string | null;
      /** @description A defect that could cause injury: false unless the owner says otherwise (absent on create; null sets it back) */
      safety_defect?: boolean | null;
      /** @enum {string} */
      status?: 'in_progress' | 'completed' | 'cancelled';
      /** @enum {string|null} */
      valuation_method?: 'MonthlyPayment' | 'DailyFlatRate' | null;
      vehicle_id?: number;
      /** @description Repaired under warranty: true unless the owner says otherwise (absent on create; null sets it back) */
      warranty_repair?: boolean | null;
    };
    UploadResultResponse: {
      /** @description A document per file sent: the new one, or the one already on the visit */
      documents: {
        /** Format: date-time */
        created_at: string;
        /** @enum {string} */
        doc_type: 'Service Receipt' | 'Photo' | 'Estimate' | 'Document' | 'Other';
        /** @description Set when the same bytes were already on the visit: that document */
        duplicate_of?: number;
        /** @description The name the file was uploaded with, made safe to show and to download under */
        file_name: string;
        /** @description GET this (signed in) for the bytes: `/api/documents/{id}/file`; add `?download=1` to save it */
        file_path: string;
        file_size: number;
        id: number;
        /** @enum {string} */
        mime_type: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
        notes: string | null;
        /** @description The SHA-256 of the bytes as uploaded, in hex: a copy of the file can be checked against it */
        sha256: string | null;
        visit_id: number;
      }[];
      /** @description Files stored now; a file already on the visit (the same bytes) is not stored again */
      uploaded_count: number;
    };
    ValueDowntimeInput: {
      date_in?: string | null;
      date_out?: string | null;
      monthly_payment?: number | null;
      /** @enum {string|null} */
      segment?: 'economy' | 'midsize' | 'fullsize' | 'luxury' | 'truck' | 'suv' | 'ev' | null;
      visit_id?: number | null;
    };
    VehicleListItemResponse: {
      /**
       * @description 'new' unless recorded otherwise
       * @enum {string}
       */
      condition: 'new' | 'used';
      /** Format: date-time */
      created_at: string;
      /** @description The member who added it */
      created_by_name: string | null;
      /**
       * Format: date
       * @description When the first owner took delivery (the lemon-law period starts here); the purchase date stands in when absent
       */
      delivery_date: string | null;
      /** @description The odometer at delivery, from which the lemon-law mileage limit counts */
      delivery_mileage: number | null;
      /** @description Days out of service over all its visits, overlapping visits counted once */
      downtime_days: number;
      id: number;
      /** @description Null until the registration state and delivery (or purchase) date are set */
      lemon_watch: {
        /** @description The measure nearest its threshold in words ("28 of 30 days"); null when the state sets none */
        nearest: string | null;
        /** @description The largest of the thresholds' fractions, 0 to 1 (1 when one is met) */
        progress: number;
        /**
         * @description 'met': a threshold is reached (within the period, so it stays met); 'ended': the period is over without one; 'near': 80% of one, or the window ends within 30 days; 'watching'
         * @enum {string}
         */
        status: 'met' | 'near' | 'watching' | 'ended';
        /**
         * Format: date
         * @description The day the presumption period ends; null while months and miles cannot end it
         */
        window_ends: string | null;
      } | null;
      license_plate: string | null;
      make: string;
      model: string;
      monthly_payment: number | null;
      msrp: number | null;
      notes: string | null;
      /** @description The dealer its new visits start with; null: the owner's preferred dealer */
      preferred_dealer_id: number | null;
      /** Format: date */
      purchase_date: string | null;
      purchase_price: number | null;
      /** @enum {string|null} */
      purchase_type: 'finance' | 'lease' | 'cash' | null;
      /**
       * @description Where it is registered: the state whose lemon law applies
       * @enum {string|null}
       */
      registration_state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | null;
      /** @enum {string|null} */
      segment: 'economy' | 'midsize' | 'fullsize' | 'luxury' | 'truck' | 'suv' | 'ev' | null;
      trim: string | null;
      /** Format: date-time */
      updated_at: string;
      /** @description The member who changed it last */
      updated_by_name: string | null;
      /** @description Null when not recorded yet (a vehicle added from the catalog); a claim's statement needs it */
      vin: string | null;
      visit_count: number;
      year: number;
    };
    VehicleResponse: {
      /**
       * @description 'new' unless recorded otherwise
       * @enum {string}
       */
      condition: 'new' | 'used';
      /** Format: date-time */
      created_at: string;
      /** @description The member who added it */
      created_by_name: string | null;
      /**
       * Format: date
       * @description When the first owner took delivery (the lemon-law period starts here); the purchase date stands in when absent
       */
      delivery_date: string | null;
      /** @description The odometer at delivery, from which the lemon-law mileage limit counts */
      delivery_mileage: number | null;
      /** @description Days out of service over all its visits, overlapping visits counted once */
      downtime_days: number;
      id: number;
      license_plate: string | null;
      make: string;
      model: string;
      monthly_payment: number | null;
      msrp: number | null;
      notes: string | null;
      /** @description The dealer its new visits start with; null: the owner's preferred dealer */
      preferred_dealer_id: number | null;
      /** Format: date */
      purchase_date: string | null;
      purchase_price: number | null;
      /** @enum {string|null} */
      purchase_type: 'finance' | 'lease' | 'cash' | null;
      /**
       * @description Where it is registered: the state whose lemon law applies
       * @enum {string|null}
       */
      registration_state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'DC'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | null;
      /** @enum {string|null} */
      segment: 'economy' | 'midsize' | 'fullsize' | 'luxury' | 'truck' | 'suv' | 'ev' | null;
      trim: string | null;
      /** Format: date-time */
      updated_at: string;
      /** @description The member who changed it last */
      updated_by_name: string | null;
      /** @description Null when not recorded yet (a vehicle added from the catalog); a claim's statement needs it */
      vin: string | null;
      visit_count: number;
      year: number;
    };
    VisitChangeResponse: {
      /** Format: date-time */
      changed_at: string;
      /** @description The name of the account that made the change */
      changed_by: string;
      /** @enum {string} */
      field: 'date_in' | 'date_out' | 'mileage_in' | 'mileage_out' | 'ro_number';
      /** @description After the change; null: cleared */
      new_value: string | null;
      /** @description Before the change, as text (a day YYYY-MM-DD, miles, the RO number); null: not recorded */
      old_value: string | null;
    };
    VisitDetailResponse: {
      /** @description What the dealer found */
      cause: string | null;
      /** @description The first of the three Cs of the repair order: what the owner complained of */
      complaint: string | null;
      /** @description What the dealer did */
      correction: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description The member who added it */
      created_by_name: string | null;
      /** Format: date */
      date_in: string;
      /**
       * Format: date
       * @description Empty while the car is still at the dealer
       */
      date_out: string | null;
      /** @description Days out of service: date in to date out, or to today while open; 0 when cancelled */
      days: number;
      dealer: components['schemas']['DealerResponse'];
      dealer_id: number;
      dealer_name: string;
      /** @description The defect repaired, in the owner's words; visits naming the same defect are repeat repair attempts */
      defect: string | null;
      id: number;
      issue_notes: string | null;
      loaner_flag: boolean;
      loaner_model: string | null;
      loaner_notes: string | null;
      /** @description The same as loaner_flag */
      loaner_provided: boolean;
      mileage_in: number | null;
      mileage_out: number | null;
      /** @description The same as issue_notes */
      notes: string | null;
      primary_issue: string;
      /** @description The dealer's repair-order number, as printed on the order */
      ro_number: string | null;
      /** @description A defect likely to cause death or serious bodily injury (brakes, steering, stalling…) */
      safety_defect: boolean;
      /** @enum {string} */
      status: 'in_progress' | 'completed' | 'cancelled';
      /** Format: date-time */
      updated_at: string;
      /** @description The member who changed it last */
      updated_by_name: string | null;
      /** @enum {string|null} */
      valuation_method: 'MonthlyPayment' | 'DailyFlatRate' | null;
      vehicle: components['schemas']['VehicleResponse'];
      vehicle_id: number;
      /** @description "2021 Honda Accord" */
      vehicle_label: string;
      /** @description Repaired under the manufacturer's warranty (true unless the owner says otherwise): only these count toward a lemon law */
      warranty_repair: boolean;
    };
    VisitResponse: {
      /** @description What the dealer found */
      cause: string | null;
      /** @description The first of the three Cs of the repair order: what the owner complained of */
      complaint: string | null;
      /** @description What the dealer did */
      correction: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description The member who added it */
      created_by_name: string | null;
      /** Format: date */
      date_in: string;
      /**
       * Format: date
       * @description Empty while the car is still at the dealer
       */
      date_out: string | null;
      /** @description Days out of service: date in to date out, or to today while open; 0 when cancelled */
      days: number;
      dealer_id: number;
      dealer_name: string;
      /** @description The defect repaired, in the owner's words; visits naming the same defect are repeat repair attempts */
      defect: string | null;
      id: number;
      issue_notes: string | null;
      loaner_flag: boolean;
      loaner_model: string | null;
      loaner_notes: string | null;
      /** @description The same as loaner_flag */
      loaner_provided: boolean;
      mileage_in: number | null;
      mileage_out: number | null;
      /** @description The same as issue_notes */
      notes: string | null;
      primary_issue: string;
      /** @description The dealer's repair-order number, as printed on the order */
      ro_number: string | null;
      /** @description A defect likely to cause death or serious bodily injury (brakes, steering, stalling…) */
      safety_defect: boolean;
      /** @enum {string} */
      status: 'in_progress' | 'completed' | 'cancelled';
      /** Format: date-time */
      updated_at: string;
      /** @description The member who changed it last */
      updated_by_name: string | null;
      /** @enum {string|null} */
      valuation_method: 'MonthlyPayment' | 'DailyFlatRate' | null;
      vehicle_id: number;
      /** @description "2021 Honda Accord" */
      vehicle_label: string;
      /** @description Repaired under the manufacturer's warranty (true unless the owner says otherwise): only these count toward a lemon law */
      warranty_repair: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AccountController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountSummaryResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountDto'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description account.json and documents/{visit_id}/{file_name} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationSettingsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettingsResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationSettingsController_put: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationSettingsInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettingsResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationSettingsController_adoptTimeZone: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BrowserTimeZoneInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettingsResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AiController_draftLetter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DraftLetterInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subject: string;
            text_body: string;
            /** @enum {string} */
            tone: 'polite' | 'firm';
          };
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description claim_id is not one of your claims */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service did not answer properly. Please try again in a moment. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service took too long to answer. Please try again in a moment. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AiController_extractRepairOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A file (multipart, the field "file"), or as JSON a document already on one of the owner's visits ({ "document_id": 12 }) */
    requestBody: {
      content: {
        'application/json': {
          /** @description One of the owner's documents (JSON only) */
          document_id?: number;
          /**
           * Format: binary
           * @description One JPEG, PNG, WebP or PDF, at most 15728640 bytes
           */
          file?: string;
        };
        'multipart/form-data': {
          /** @description One of the owner's documents (JSON only) */
          document_id?: number;
          /**
           * Format: binary
           * @description One JPEG, PNG, WebP or PDF, at most 15728640 bytes
           */
          file?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default null */
            cause: string | null;
            /** @default null */
            complaint: string | null;
            confidence: number;
            /** @default null */
            correction: string | null;
            date_in: string | null;
            date_out: string | null;
            dealer_name: string | null;
            /** @default {} */
            field_confidence: {
              cause?: number;
              complaint?: number;
              correction?: number;
              date_in?: number;
              date_out?: number;
              dealer_name?: number;
              mileage_in?: number;
              mileage_out?: number;
              ro_number?: number;
              total?: number;
              warranty_repair?: number;
            };
            issue_summary: string | null;
            line_items: {
              amount: number;
              desc: string;
            }[];
            /** @default null */
            mileage_in: number | null;
            /** @default null */
            mileage_out: number | null;
            /** @default [] */
            questions: {
              candidates: (string | number)[];
              /** @enum {string} */
              field:
                | 'dealer_name'
                | 'date_in'
                | 'date_out'
                | 'total'
                | 'ro_number'
                | 'mileage_in'
                | 'mileage_out'
                | 'warranty_repair'
                | 'complaint'
                | 'cause'
                | 'correction';
              question: string;
            }[];
            /** @default null */
            ro_number: string | null;
            total: number | null;
            /** @default null */
            warranty_repair: boolean | null;
          };
        };
      };
      /** @description Choose a repair order (an image or a PDF) to extract; File type must be one of the accepted types; Send one repair order at a time */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The upload took too long to arrive and was stopped; nothing was saved. Please check your connection and try again. (UPLOAD_BODY_TIMEOUT_SECONDS, UPLOAD_IDLE_TIMEOUT_SECONDS) */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description File is larger than 15728640 bytes */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The file could not be read */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service did not answer properly. Please try again in a moment. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The repair-order reader is busy. Please try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service took too long to answer. Please try again in a moment. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AiController_triageReply: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TriageReplyInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            confidence: {
              deadline: number;
              intent: number;
              offered_amount: number;
            };
            deadline: string | null;
            due_in_days: number | null;
            /** @enum {string|null} */
            intent: 'offer' | 'denial' | 'request_for_information' | 'acknowledgement' | 'scheduling' | 'other' | null;
            /** @enum {string} */
            language: 'en' | 'es' | 'other';
            next_actions: string[];
            not_read: string | null;
            /** @default [] */
            offer_alternatives: {
              amount: number;
              /** @enum {string} */
              kind: 'cash' | 'credit';
            }[];
            /**
             * @default null
             * @enum {string|null}
             */
            offer_kind: 'cash' | 'credit' | null;
            offered_amount: number | null;
            questions: (
              | {
                  candidates: ('offer' | 'denial' | 'request_for_information' | 'acknowledgement' | 'scheduling' | 'other')[];
                  /** @enum {string} */
                  field: 'intent';
                  question: string;
                }
              | {
                  candidates: number[];
                  /** @enum {string} */
                  field: 'offered_amount';
                  question: string;
                }
              | {
                  candidates: string[];
                  /** @enum {string} */
                  field: 'deadline';
                  question: string;
                }
            )[];
            /** @enum {string} */
            sentiment: 'positive' | 'negative' | 'other';
            summary: string;
          };
        };
      };
      /** @description No email content: Please paste the dealer's email response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description claim_id is not one of your claims */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service did not answer properly. Please try again in a moment. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service took too long to answer. Please try again in a moment. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AiController_valueDowntime: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValueDowntimeInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            daily_value: number;
            days: number;
            explanation: string;
            /** @enum {string} */
            method_used: 'MonthlyPayment' | 'DailyFlatRate';
            total: number;
          };
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description visit_id is not one of your visits */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service did not answer properly. Please try again in a moment. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The AI service took too long to answer. Please try again in a moment. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponse'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordInput'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Current password is incorrect */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordController_requestReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequestInput'];
      };
    };
    responses: {
      /** @description If an account exists for that address, we have sent it a link to reset the password. The link works for one hour. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordController_confirmReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmInput'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This reset link has expired or was already used */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_providers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInProvidersResponse'];
        };
      };
    };
  };
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponse'];
        };
      };
      /** @description Check your e-mail: we sent a link to finish creating your account. It works for 24 hours. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Registration is closed on this server. Ask its administrator for an account. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_confirmRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationConfirmInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponse'];
        };
      };
      /** @description This link has expired or was already used. Sign up again to get a new one. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_currentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_updateCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCurrentUserInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Dealer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarController_feed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The VCALENDAR document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown, replaced or revoked link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarController_link: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarFeedLinkResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarController_rotate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarFeedLinkResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClaimInput'];
      };
    };
    responses: {
      /** @description A draft */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With its visit, vehicle, dealer, documents and every mail sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimDetailResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Claim not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrashController_removeClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claim and its mails are in the trash for 30 days */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Claim not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClaimInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DependentsController_claim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecordDependentsResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Claim not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_remind: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RemindClaimInput'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimRepliesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The documents its attachments became */
            attachments: number[];
            auto_reply: boolean;
            /** @description The original message, byte for byte (message/rfc822) */
            eml_url: string;
            from: string | null;
            id: number;
            received_at: string;
            refused_attachments: {
              name: string;
              reason: string;
            }[];
            sha256: string;
            /** @enum {string} */
            state: 'proposed' | 'accepted' | 'dismissed';
            subject: string;
            text: string;
            /** @description The proposal; null for an automatic answer or a reply the assistant could not read */
            triage: {
              deadline: string | null;
              intent: string | null;
              offered_amount: number | null;
            } | null;
          }[];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Claim not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimRepliesController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        replyId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AcceptClaimReplyInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The documents its attachments became */
            attachments: number[];
            auto_reply: boolean;
            /** @description The original message, byte for byte (message/rfc822) */
            eml_url: string;
            from: string | null;
            id: number;
            received_at: string;
            refused_attachments: {
              name: string;
              reason: string;
            }[];
            sha256: string;
            /** @enum {string} */
            state: 'proposed' | 'accepted' | 'dismissed';
            subject: string;
            text: string;
            /** @description The proposal; null for an automatic answer or a reply the assistant could not read */
            triage: {
              deadline: string | null;
              intent: string | null;
              offered_amount: number | null;
            } | null;
          };
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimRepliesController_dismiss: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        replyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The documents its attachments became */
            attachments: number[];
            auto_reply: boolean;
            /** @description The original message, byte for byte (message/rfc822) */
            eml_url: string;
            from: string | null;
            id: number;
            received_at: string;
            refused_attachments: {
              name: string;
              reason: string;
            }[];
            sha256: string;
            /** @enum {string} */
            state: 'proposed' | 'accepted' | 'dismissed';
            subject: string;
            text: string;
            /** @description The proposal; null for an automatic answer or a reply the assistant could not read */
            triage: {
              deadline: string | null;
              intent: string | null;
              offered_amount: number | null;
            } | null;
          };
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimRepliesController_eml: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        replyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The message as it came in, byte for byte, as a download */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_statement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claim statement, with the visit documents appended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ContactController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateContactMessageInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DealersController_list: {
    parameters: {
      query?: {
        /** @description Dealers per page, 1 to 50 (default 20) */
        limit?: number;
        /** @description A 5-digit US ZIP code: nearest first, with distance in miles */
        near?: string;
        /** @description The page, from 1 (default 1) */
        page?: number;
        /** @description Part of a name, make, city or ZIP code, any case (at most 100 characters) */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the shared directory and the dealers this owner added, by name (nearest first with near); X-Total-Count counts every match */
      200: {
        headers: {
          /** @description How many dealers match, on every page */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerListItemResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DealersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDealerInput'];
      };
    };
    responses: {
      /** @description A dealer for this owner only */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DealersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Dealer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DealershipsController_search: {
    parameters: {
      query: {
        /** @description Latitude, -90 to 90 */
        lat: number;
        /** @description Longitude, -180 to 180 */
        lng: number;
        /** @description Only dealers selling this make (any case) */
        make?: string;
        /** @description Miles, above 0 and at most 500 (default 25) */
        radius?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Dealerships within radius miles (default 25) of lat/lng, nearest first, with distance in miles; make filters by the makes they sell */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealershipResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document and its bytes are gone */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Document not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_file: {
    parameters: {
      query?: {
        /** @description Save rather than show (Content-Disposition: attachment) */
        download?: '1';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, with their recognised type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Document not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        visitId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * @description For every file of the upload; by default Photo for images, Document for PDFs
           * @enum {string}
           */
          doc_type?: 'Service Receipt' | 'Photo' | 'Estimate' | 'Document' | 'Other';
          /** @description JPEG, PNG, WebP or PDF (recognised by their bytes), at most 15728640 bytes each */
          files: string[];
          notes?: string;
        };
      };
    };
    responses: {
      /** @description All files stored, or (on any error) none; errors repeat their message in `error` */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResultResponse'];
        };
      };
      /** @description File type must be one of the accepted types; Too many files; a bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The upload took too long to arrive and was stopped; nothing was saved. Please check your connection and try again. (UPLOAD_BODY_TIMEOUT_SECONDS, UPLOAD_IDLE_TIMEOUT_SECONDS) */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description File is larger than 15728640 bytes */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        visitId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GeocodeController_geocode: {
    parameters: {
      query: {
        /** @description A ZIP code, or a city with its state ("Chicago, IL") */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodeResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Location not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database is not reachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_invite: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvitationInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HouseholdInvitationResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description That address already belongs to a member of this household.; A household has at most 20 members and open invitations together. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description That invitation was not found: it may have been accepted or withdrawn already. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptInvitationInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HouseholdResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This invitation was sent to another e-mail address: sign in with that address to accept it. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This invitation link is not valid. Ask for a new invitation. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This invitation has expired (an invitation works for 7 days). Ask for a new one.; This invitation has already been used. Ask for a new one if you still need to join.; This invitation was withdrawn by the household’s owner.; You are already a member of this household.; You are the last owner of your household, which has other members: make one of them an owner before you join another.; Both households have a vehicle with the same VIN. Delete or change one of them, then accept again. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HouseholdResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_addMember: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvitationInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HouseholdInvitationResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description That address already belongs to a member of this household.; A household has at most 20 members and open invitations together. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only an owner of this household can do that. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description That person is not a member of this household. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A household needs an owner: make another member an owner first, or delete the household’s data. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HouseholdsController_updateMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMemberInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HouseholdMemberResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description That person is not a member of this household. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A household needs an owner: make another member an owner first, or delete the household’s data. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_startSignIn: {
    parameters: {
      query?: {
        /** @description A path on this site to come back to */
        returnTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_showSignOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationsController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPageResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Notification not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationsController_readAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedReadResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationsController_confirmPage: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationsController_unsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PushController_publicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushPublicKeyResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PushController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushSubscriptionInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushSubscriptionSavedResponse'];
        };
      };
      /** @description Enter the push service address the browser gave (an https:// URL); A push service address must start with https://; The browser's push keys are not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PushController_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushSubscriptionRemoval'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ShareLinksController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This link does not work: it may have expired or been revoked. Ask the owner for a new one. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SharedFileController_file: {
    parameters: {
      query?: never;
      header?: {
        /** @description The passcode, when the owner set one */
        'X-Share-Passcode'?: string;
      };
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedFileResponse'];
        };
      };
      /** @description This file is protected: enter the passcode the owner gave you.; That passcode is not right. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This link does not work: it may have expired or been revoked. Ask the owner for a new one. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SharedFileController_caseFile: {
    parameters: {
      query?: never;
      header?: {
        'X-Share-Passcode'?: string;
      };
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case file; without the documents when the link hides money figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This file is protected: enter the passcode the owner gave you.; That passcode is not right. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This link does not work: it may have expired or been revoked. Ask the owner for a new one. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrashController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrashItemResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrashController_restore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        kind: components['schemas']['TrashKind'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description It is back, with the same id */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not in the trash */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What it belongs to is gone (restore that first), or another vehicle has its VIN now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleListItemResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVehicleInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The vehicle and its history (visits, claims with their mails, documents) are in the trash for 30 days */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateVehicleInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BuybackController_estimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BuybackEstimateResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BuybackController_replaceCosts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BuybackCostsInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BuybackEstimateResponse'];
        };
      };
      /** @description Amount must be a positive amount with at most 2 decimals; Description must be at most 100 characters; Date of the reading must be a valid date (YYYY-MM-DD) from 1990 on */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LemonLawController_caseFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every visit in order, the totals, the lemon-watch result and the state's thresholds, then the visits' documents */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CasePacketController_render: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CasePacketInput'];
      };
    };
    responses: {
      /** @description The packet, each exhibit bookmarked, every page footed with "This is not legal advice." */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Program must be one of BBB AUTO LINE, NCDS, manufacturer, state attorney general or attorney; Choose the state whose attorney general's program the packet is for; These documents are not documents of this vehicle: 1 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A case packet can carry at most 200 exhibits; this request names 201. Choose fewer documents. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CorrespondenceController_log: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CorrespondenceLogResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CorrespondenceController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCorrespondenceInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CorrespondenceEntryResponse'];
        };
      };
      /** @description The fields' messages, by field; nothing is stored */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CorrespondenceController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        entryId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entry is deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found; Correspondence entry not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CorrespondenceController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        entryId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCorrespondenceInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CorrespondenceEntryResponse'];
        };
      };
      /** @description The fields' messages, by field; nothing is changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found; Correspondence entry not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DependentsController_vehicle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecordDependentsResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LemonLawController_noticeDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LemonNoticeDraftResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Set the registration state and the delivery date first: the notice follows the lemon-law watch; The notice to the manufacturer is offered once a lemon-law threshold is near or reached */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LemonLawController_noticePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LemonNoticeInput'];
      };
    };
    responses: {
      /** @description The letter: sender, date, addressee, subject, the edited text and a signature line */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Write the letter before downloading it; The letter must be at most 20,000 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Set the registration state and the delivery date first: the notice follows the lemon-law watch; The notice to the manufacturer is offered once a lemon-law threshold is near or reached */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LemonLawController_watch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LemonWatchResponse'];
        };
      };
      /** @description Set the registration state to check lemon-law thresholds; Set the delivery date to check lemon-law thresholds */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_listShareLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShareLinkResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VehiclesController_createShareLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateShareLinkInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShareLinkCreatedResponse'];
        };
      };
      /** @description Choose how long the link works: 1 to 90 days.; A passcode is 4 to 64 characters on one line. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Vehicle not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This vehicle already has 20 links that work: revoke one first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CatalogController_decode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        vin: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description vPIC's answer; errorCode '0' when the VIN decoded cleanly, else errorCode and errorText say why (a bad check digit is '1') */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DecodedVinResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CatalogController_manufacturers: {
    parameters: {
      query?: {
        /** @description A model year (1900–2100) */
        year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Makes of passenger cars, trucks and MPVs, by name; with `year`, only those with models that year, the most common US makes first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogOptionResponse'][];
        };
      };
      /** @description Year must be a whole number between 1900 and 2100 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CatalogController_models: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        makeId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The models of the make, by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogOptionResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Manufacturer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CatalogController_modelsOfYear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        makeId: number;
        year: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The models of the make made in that model year, by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogOptionResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Manufacturer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VisitsController_list: {
    parameters: {
      query?: {
        /** @description Only this vehicle's visits */
        vehicle_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest date in first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VisitResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VisitsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is saved twice; with another body, 422; while the first is still running, 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVisitInput'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VisitResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VisitsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With its vehicle and dealer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VisitDetailResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrashController_removeVisit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The visit, its claims (with their mails) and its documents are in the trash for 30 days */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VisitsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateVisitInput'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VisitResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DependentsController_visit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecordDependentsResponse'];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VisitsController_history: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Changes to its dates, mileage and RO number, newest first: who, when, old → new */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VisitChangeResponse'][];
        };
      };
      /** @description Please sign in to continue */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description What the member’s role does not allow, in one sentence */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Visit not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
