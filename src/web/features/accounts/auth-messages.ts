/**
 * The spec's section 8 wording for customer sign-up, sign-in and password reset failures: a title
 * and a description for the toast, chosen from the server's message.
 */
import { ApiError } from "../../lib/api-client";
import { UnexpectedResponseError } from "./api/register-customer";

export interface ToastText {
  title: string;
  description: string;
}

function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return null;
}

export function describeRegistrationError(error: unknown): ToastText {
  if (error instanceof UnexpectedResponseError) {
    return { title: "Registration Failed", description: error.message };
  }
  const message = serverMessage(error);
  if (message?.includes("Email already registered")) {
    return {
      title: "Account Already Exists!",
      description: "An account with this email already exists. Please sign in instead.",
    };
  }
  return { title: "Registration Failed", description: message || "Please try again" };
}

export function describeLoginError(error: unknown): ToastText {
  const message = serverMessage(error);
  if (message && (message.includes("Invalid credentials") || message.includes("Invalid email or password"))) {
    return {
      title: "Login Failed",
      description: "Invalid email or password. Please check your credentials and try again.",
    };
  }
  if (message && (message.includes("not found") || message.includes("No customer found"))) {
    return {
      title: "Login Failed",
      description: "No account found with this email. Would you like to create a new account?",
    };
  }
  return { title: "Login Failed", description: message || "Please check your email and password" };
}

export function describeForgotPasswordError(error: unknown): ToastText {
  return {
    title: "Request Failed",
    description: serverMessage(error) || "Failed to send reset email. Please try again.",
  };
}

export function describeResetPasswordError(error: unknown): ToastText {
  const message = serverMessage(error);
  if (message?.includes("Invalid or expired")) {
    return {
      title: "Reset Failed",
      description: "This reset link has expired or is invalid. Please request a new password reset.",
    };
  }
  if (message?.includes("already been used")) {
    return {
      title: "Reset Failed",
      description: "This reset link has already been used. Please request a new password reset if needed.",
    };
  }
  return { title: "Reset Failed", description: message || "Failed to reset password. Please try again." };
}
