/** The spec's texts, in one place, so the server and the browser say the same thing. */
export const MSG = {
  /** One account building report PDFs faster than anyone reads them (60 an hour, every module's reports together). */
  reportPdfLimit: "Too many report PDFs in the last hour. Please try again later.",
  /** An organization's uploads of every kind together (documents, photos, pictures, logo, avatars) past its hourly cap. */
  organizationUploadLimit: "Your organization has uploaded too many files in the last hour. Please try again later.",
  passwordMismatch: { title: "Password Mismatch", message: "The passwords you entered do not match. Please re-enter." },
  weakPassword: { title: "Weak Password", message: "Password must be at least 6 characters long." },
  updatePasswordMismatch: { title: "Passwords don't match", message: "Please make sure your passwords match." },
  signInFailed: {
    title: "Sign In Failed",
    message: "Invalid email or password. Please check your credentials and try again.",
  },
  emailNotVerified: {
    title: "Email Not Verified",
    message: "Please verify your email address before signing in. Check your inbox for the verification link.",
  },
  signInError: { title: "Error Signing In", message: "An unexpected error occurred." },
  tooManyAttempts: { title: "Too Many Attempts", message: "Too many attempts. Please try again later." },
  /** The spec gives the title only; the description says what was created. */
  accountCreated: {
    title: "Account Created!",
    message: (trialDays: number, planName: string) =>
      `Your ${trialDays}-day free trial of the ${planName} plan has started.`,
    /** After a sign-up through an invitation link: signed in, in the inviting organization. */
    joined: (organizationName: string) => `You have joined ${organizationName}.`,
  },
  registrationFailed: { title: "Registration Failed", message: "Could not create your account. Please try again." },
  authError: { title: "Authentication Error", message: "Please sign in to access the dashboard" },
  messageSent: { title: "Message Sent!", message: "We'll get back to you as soon as possible." },
  contactFailed: { title: "Error", message: "Failed to send message. Please try again." },
  verificationSent: {
    title: "Verification Email Sent!",
    message: "Please check your inbox and follow the link to verify your email address.",
  },
  passwordResetSent: {
    title: "Password Reset Email Sent!",
    message: "If an account exists for that address, you will receive a link to reset your password.",
  },
  resetLinkSent: { title: "Reset link sent", message: "Check your email for a link to reset your password." },
  passwordUpdated: { title: "Password Updated!", message: "Your password has been updated. Please sign in." },
  passwordUpdateFailed: { title: "Error updating password" },
  resetFailed: { title: "Error" },
  loggedOut: { title: "Logged Out", message: "You have been successfully logged out." },
  signOutFailed: { title: "Error Signing Out" },
  /** A form that loads on demand (with its checks) could not be fetched: the connection dropped. */
  partLoadFailed: {
    title: "Could Not Open",
    message: "This form could not be loaded. Check your connection and try again.",
  },
  emailVerified: { title: "Email Verified", message: "Your email address is verified. You can sign in now." },
  // Dashboard-wide (spec: documents' Download Started / Download Failed), for every download in the app.
  downloadStarted: { title: "Download Started" },
  downloadFailed: { title: "Download Failed", message: "The file could not be downloaded. Please try again." },
  invalidLink: {
    title: "Link Invalid",
    message: "This link is invalid, has expired or has already been used. Please request a new one.",
  },
} as const;

export const welcomeBack = (name: string) => `Welcome back, ${name}!`;
