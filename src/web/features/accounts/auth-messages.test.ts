import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { UnexpectedResponseError } from "./api/register-customer";
import {
  describeForgotPasswordError,
  describeLoginError,
  describeRegistrationError,
  describeResetPasswordError,
} from "./auth-messages";

const api = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }), "");

describe("auth error wording (spec section 8)", () => {
  it("registration", () => {
    expect(describeRegistrationError(api(409, "Email already registered")).title).toBe(
      "Account Already Exists!",
    );
    expect(describeRegistrationError(api(400, "phone: Phone is required"))).toEqual({
      title: "Registration Failed",
      description: "phone: Phone is required",
    });
    expect(describeRegistrationError(new UnexpectedResponseError())).toEqual({
      title: "Registration Failed",
      description: "Server returned unexpected response format. Please try again.",
    });
    expect(describeRegistrationError({}).description).toBe("Please try again");
  });

  it("login", () => {
    expect(describeLoginError(api(401, "Invalid email or password")).description).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(describeLoginError(api(401, "Invalid credentials")).description).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(describeLoginError(api(404, "No customer found")).description).toBe(
      "No account found with this email. Would you like to create a new account?",
    );
    expect(describeLoginError(api(429, "Too many requests")).description).toBe("Too many requests");
    expect(describeLoginError(null)).toEqual({
      title: "Login Failed",
      description: "Please check your email and password",
    });
  });

  it("forgot and reset password", () => {
    expect(describeForgotPasswordError(null)).toEqual({
      title: "Request Failed",
      description: "Failed to send reset email. Please try again.",
    });
    expect(describeResetPasswordError(api(400, "Invalid or expired reset token")).description).toBe(
      "This reset link has expired or is invalid. Please request a new password reset.",
    );
    expect(describeResetPasswordError(api(400, "This reset link has already been used.")).description).toBe(
      "This reset link has already been used. Please request a new password reset if needed.",
    );
    expect(describeResetPasswordError(null).description).toBe("Failed to reset password. Please try again.");
  });
});
