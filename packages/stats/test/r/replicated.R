# Expected values of the replicated discrimination (beta-binomial), 2-AC and degree-of-difference
# functions of packages/stats, from sensR 1.5-3 (CRAN; install with R CMD INSTALL from its CRAN
# source, as for sensr.R) and numDeriv. Regenerate from the repository root:
#   Rscript packages/stats/test/r/replicated.R && npx prettier --write packages/stats/test/fixtures/replicated.json
# It writes packages/stats/test/fixtures/replicated.json, which the tests read; they do not need R.
#
# Where sensR stops a numerical search early, its own model is solved to the end here and its
# own answer is kept beside (fields named sensr…): sensR's negative log-likelihood (dod's own
# internal function; betabin's rewritten without its loss of digits, checked against it) is
# minimised again from sensR's estimates by nlminb with numDeriv's gradient and tolerances at
# rounding, then by Newton steps with numDeriv's Hessian until they vanish; d′ is the root of
# sensR's psychometric function by uniroot(…, tol = 1e-14).

suppressPackageStartupMessages({ library(sensR); library(numDeriv) })
stopifnot(packageVersion("sensR") == "1.5.3")
source(file.path("packages", "stats", "test", "r", "json.R"))

# Palate's method names and sensR's, with the interval sensR's linkfun searches for d′.
methods <- list(
  triangle = list(sensr = "triangle", upper = 15), duoTrio = list(sensr = "duotrio", upper = 16),
  twoAfc = list(sensr = "twoAFC", upper = 15), threeAfc = list(sensr = "threeAFC", upper = 9),
  tetrad = list(sensr = "tetrad", upper = 9), twoOutOfFive = list(sensr = "twofive", upper = 9.28),
  hexad = list(sensr = "hexad", upper = 5.368))

# sensR's pc(d′), but 3-AFC's integrand integrated to 1e-13 (its psyfun is up to 5e-9 off; see sensr.R).
pc_of <- function(method, d) {
  if (method == "threeAfc" && d > 0 && d < 9)
    return(integrate(function(x) dnorm(x - d) * pnorm(x)^2, -Inf, Inf, rel.tol = 1e-13, abs.tol = 0)$value)
  sensR:::getFamily(methods[[method]]$sensr)$linkinv(d)
}
d_prime_of <- function(method, pc) {
  if (pc <= sensR:::getPguess(methods[[method]]$sensr)) return(0)
  uniroot(function(d) pc_of(method, d) - pc, c(0, methods[[method]]$upper), tol = 1e-14)$root
}

# Minimises nll within [lower, upper] from start to rounding: nlminb with numDeriv's gradient, then
# Newton steps on the coordinates not held on a bound until the step is below 1e-15. Returns the
# minimum and which coordinates lie on a bound (their gradient pointing outwards, checked).
# `relative` makes numDeriv's steps proportional to each coordinate (zero.tol tiny), for a
# likelihood undefined below 0 whose bound is just above it (betabin's γ ≥ 1e-6).
# The Hessian takes numDeriv's default relative step, 10 %, or the largest of 5, 2 and 1 % whose
# points stay where the likelihood is defined.
minimise_to_the_end <- function(nll, start, lower, upper, relative = FALSE) {
  args <- if (relative) list(zero.tol = 1e-300) else list()
  gradient <- function(p) grad(nll, p, method.args = c(list(eps = 1e-4, d = 1e-4, r = 4, v = 2), args))
  curvature <- function(p) {
    for (step in c(0.1, 0.05, 0.02, 0.01)) {
      h <- hessian(nll, p, method.args = c(list(eps = 1e-4, d = step, r = 4, v = 2), args))
      if (all(is.finite(h))) return(h)
    }
    stop("no finite Hessian")
  }
  opt <- nlminb(start, nll, gradient = gradient, lower = lower, upper = upper,
                control = list(rel.tol = 1e-15, x.tol = 1e-15, eval.max = 5000, iter.max = 5000))
  par <- opt$par
  for (step in 1:50) {
    g <- gradient(par)
    # nlminb may stop a hair inside a bound the gradient pushes against: put it on the bound.
    near <- 1e-8 * pmax(1, abs(par))
    par[par - lower < near & g > 0] <- lower[par - lower < near & g > 0]
    par[upper - par < near & g < 0] <- upper[upper - par < near & g < 0]
    held <- (par <= lower & g > 0) | (par >= upper & g < 0)
    if (all(held)) break
    free <- !held
    move <- solve(curvature(par)[free, free, drop = FALSE], g[free])
    par[free] <- pmin(upper[free], pmax(lower[free], par[free] - move))
    if (max(abs(move)) < 1e-15 * max(1, abs(par))) break
  }
  g <- gradient(par)
  held <- (par <= lower & g > 0) | (par >= upper & g < 0)
  stopifnot(max(abs(g[!held])) < 1e-8)
  list(par = par, held = held, hessian = curvature(par))
}

# sensR's beta-binomial negative log-likelihood (bbEnvir and setParBB, with its constant
# Factor added back), its ratios of beta functions written as the finite products they are:
# B(a + i, b + m) / B(a, b) = prod(mu + k θ, k < i) prod(1 − mu + k θ, k < m) / prod(1 + k θ, k < i + m)
# with θ = γ / (1 − γ). sensR's lbeta(a, b) − lbeta(a + x, b + m) loses its digits when γ is
# small (a and b near 1e6 on γ's floor of the uncorrected model); this form keeps them.
# It is checked against sensR's own logLik at sensR's estimates.
betabin_nll <- function(par, x, n, guess, corrected) {
  mu <- par[1]
  theta <- par[2] / (1 - par[2])
  rising <- function(start, count) sum(log(start + theta * seq_len(count) - theta))
  -sum(mapply(function(x, n) {
    m <- n - x
    log_moment <- function(i) rising(mu, i) + rising(1 - mu, m) - rising(1, i + m)
    lchoose(n, x) + if (corrected) {
      i <- 0:x
      log(sum(choose(x, i) * guess^(x - i) * (1 - guess)^(i + m) * exp(sapply(i, log_moment))))
    } else log_moment(x)
  }, x, n))
}

# betabin(cbind(correct, total), method, corrected) and its summary: the likelihood above within
# sensR's bounds (bbEnvir's lbounds and ubounds); standard errors from numDeriv's Hessian at the
# minimum (as betabin), null when an estimate is on a bound (as betabin); pc, pd, d′ and their
# standard errors as summary.betabin (rescale), d′ the exact root.
betabin_case <- function(method, correct, total, corrected = TRUE) {
  m <- methods[[method]]$sensr
  data <- cbind(correct, total)
  fit <- suppressWarnings(betabin(data, method = m, corrected = corrected))
  s <- summary(fit)
  rho <- betabin(data, method = m, corrected = corrected, doFit = FALSE)
  guess <- sensR:::getPguess(m)
  nll <- function(par) betabin_nll(par, correct, total, guess, corrected)
  stopifnot(abs(nll(c(coef(fit)[1], 0.3)) - sensR:::setParBB(rho, c(coef(fit)[1], 0.3)) + rho$Factor) < 1e-11,
            abs(nll(coef(fit)) + fit$logLik) < 1e-7)
  # The likelihood can have two maxima, one on γ's floor and one inside (sensR's L-BFGS-B may
  # stop in the lesser): the search starts from the best of sensR's estimates and μ's
  # profile at a grid of γ.
  starts <- c(list(coef(fit)), lapply(c(rho$lbounds[2], 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9), function(g)
    c(optimize(function(m) nll(c(m, g)), c(rho$lbounds[1], rho$ubounds[1]), tol = 1e-10)$minimum, g)))
  start <- starts[[which.min(sapply(starts, nll))]]
  best <- minimise_to_the_end(nll, start, rho$lbounds, rho$ubounds, relative = TRUE)
  par <- best$par
  stopifnot(nll(par) <= nll(coef(fit)) + 1e-12)
  mu <- par[1]
  pc <- if (corrected) guess + (1 - guess) * mu else max(mu, guess)
  pd <- if (corrected) mu else (pc - guess) / (1 - guess)
  d <- d_prime_of(method, pc)
  se <- if (any(best$held)) c(NA, NA) else sqrt(diag(solve(best$hessian)))
  pcSE <- if (corrected) se[1] * (1 - guess) else if (mu < guess) NA else se[1]
  logLik <- -nll(par)
  # sensR's own fit is within its optimiser's tolerance of the maximum, or at a lesser one.
  sensrAtLesserMaximum <- nll(coef(fit)) - nll(par) > 1e-6
  stopifnot(sensrAtLesserMaximum || (abs(mu - coef(fit)[1]) < 1e-3 && abs(d - s$coefficients["d-prime", 1]) < 1e-2))
  list(method = method, corrected = corrected, correct = correct, total = total,
       mu = mu, gamma = par[2], pc = pc, pd = pd, dPrime = d,
       pValueOverdispersion = pchisq(2 * (logLik - fit$logLikMu), 1, lower.tail = FALSE),
       pValueAssociation = pchisq(2 * (logLik - fit$logLikNull), 2, lower.tail = FALSE),
       muSE = se[1], gammaSE = se[2], pcSE = pcSE, pdSE = pcSE / (1 - guess),
       dPrimeSE = pcSE / psyderiv(d, method = m),
       sensrMu = unname(coef(fit)[1]), sensrGamma = unname(coef(fit)[2]),
       sensrDPrime = s$coefficients["d-prime", 1], sensrPValueOverdispersion = s$p.value.OD,
       sensrPValueAssociation = s$p.value.null, sensrAtLesserMaximum = sensrAtLesserMaximum)
}

# twoAC(c(preferA, noDifference, preferB)) with its defaults: statistic = "likelihood" (the
# signed likelihood root), alternative = "two.sided", d.prime0 = 0. The estimates are sensR's
# (closed form). Its standard errors come from numDeriv's Hessian of the negative
# log-likelihood, good to 1e-11 in general but only to 2e-6 at d′ = 0; the model is saturated,
# so that Hessian at the estimates is the Fisher information N Σ ∇pₖ ∇pₖᵀ / pₖ, computed here
# exactly (and checked against sensR's to 1e-5). The likelihood root's null fit, which sensR
# finds by optimize at its default tolerance (p-values up to 1e-3 off when no one answered
# "no difference", τ₀ = 0 on optimize's bound), is re-minimised at tol = 1e-14.
twoac_information <- function(tau, d, n) {
  u1 <- (-tau - d) / sqrt(2)
  u2 <- (tau - d) / sqrt(2)
  p <- c(pnorm(u1), pnorm(u2) - pnorm(u1), 1 - pnorm(u2))
  # Rows: cells; columns: ∂/∂τ, ∂/∂d′.
  dp1 <- c(-dnorm(u1), -dnorm(u1)) / sqrt(2)
  dp12 <- c(dnorm(u2), -dnorm(u2)) / sqrt(2)
  jacobian <- rbind(dp1, dp12 - dp1, -dp12)
  n * t(jacobian) %*% diag(1 / p) %*% jacobian
}

twoac_case <- function(a, none, b) {
  x <- c(a, none, b)
  fit <- twoAC(x)
  cf <- coef(fit)
  se <- c(NA, NA)
  if (all(is.finite(cf[, 2]))) {
    se <- sqrt(diag(solve(twoac_information(cf["tau", 1], cf["d.prime", 1], sum(x)))))
    stopifnot(max(abs(se - cf[, 2])) < 1e-5)
  }
  prob <- x / sum(x)
  prob[prob <= 0] <- 1
  nll0 <- optimize(sensR:::nll.2AC, c(0, 10), d.prime = 0, data = x, tol = 1e-14)$objective
  lroot <- sign(fit$stat.value) * sqrt(max(0, 2 * (sum(x * log(prob)) + nll0)))
  stopifnot(fit$statistic == "likelihood", fit$alternative == "two.sided")
  finite <- function(v) if (is.finite(v)) v else NA
  list(preferA = a, noDifference = none, preferB = b,
       tau = finite(cf["tau", 1]), tauSE = se[1], dPrime = finite(cf["d.prime", 1]), dPrimeSE = se[2],
       pValue = 2 * pnorm(abs(lroot), lower.tail = FALSE), sensrTauSE = finite(cf["tau", 2]),
       sensrDPrimeSE = finite(cf["d.prime", 2]), sensrPValue = fit$p.value)
}

# dod(same, diff) with its defaults: statistic = "likelihood", alternative = "difference"
# (d′ > 0), d.prime0 = 0. sensR's nlminb (default tolerances) is re-minimised to the end on
# its own dod_nll_all_internal over the answered categories (testdodargs drops the empty ones);
# the null model (d′ = 0) is sensR's closed form. d′'s standard error as dod: chol2inv of
# numDeriv's Hessian, only when every estimate exceeds 0.01 (where two boundaries lie within
# 10 % of each other, numDeriv's default steps cross and sensR gives no standard error, "unable
# to compute Hessian"; smaller steps give it here, see minimise_to_the_end). When the fit lands on d′ = 0
# the likelihood is symmetric in d′ and flat there to second order in the gradient, so the
# estimate is taken as 0 exactly (with the null τ) if no d′ > 0 beats the null likelihood.
dod_case <- function(same, diff) {
  fit <- suppressWarnings(dod(same, diff))
  data <- sensR:::testdodargs(same, diff)
  nll <- function(par) sensR:::dod_nll_all_internal(par, data$same, data$diff)
  start <- c(fit$tau, fit$d.prime)
  best <- minimise_to_the_end(nll, start, rep(0, length(start)), rep(Inf, length(start)))
  par <- best$par
  npar <- length(par)
  nll0 <- sensR:::dod_null_internal(data$same, data$diff)
  if (nll(par) >= nll0) par <- c(sensR:::dod_null_tau_internal(data$same, data$diff), 0)
  stopifnot(nll(par) <= nll(start) + 1e-12)
  d <- par[npar]
  LR <- max(0, 2 * (nll0 - nll(par)))
  se <- if (all(par > 1e-2)) sqrt(diag(chol2inv(chol(best$hessian))))[npar] else NA
  stopifnot(abs(d - fit$d.prime) < 1e-3)
  list(same = same, diff = diff, tau = I(par[-npar]), dPrime = d, dPrimeSE = se,
       pValue = pnorm(sign(d) * sqrt(LR), lower.tail = FALSE),
       sensrTau = I(fit$tau), sensrDPrime = fit$d.prime,
       sensrDPrimeSE = unname(fit$coefficients[1, 2]), sensrPValue = fit$p.value)
}

write_json(file.path("packages", "stats", "test", "fixtures", "replicated.json"), list(
  betabin = list(
    # 15 judges, 4 triangles each: no more spread than the binomial, γ on its floor.
    betabin_case("triangle", c(3, 2, 4, 1, 2, 3, 3, 4, 2, 1, 3, 2, 4, 2, 3), rep(4, 15)),
    betabin_case("triangle", c(3, 2, 4, 1, 2, 3, 3, 4, 2, 1, 3, 2, 4, 2, 3), rep(4, 15), corrected = FALSE),
    # 12 judges, 6 duo-trios each: half always right, half guessing (strong over-dispersion).
    betabin_case("duoTrio", c(6, 6, 5, 6, 1, 2, 3, 2, 6, 1, 3, 5), rep(6, 12)),
    betabin_case("duoTrio", c(6, 6, 5, 6, 1, 2, 3, 2, 6, 1, 3, 5), rep(6, 12), corrected = FALSE),
    # 20 judges with 2 to 5 paired comparisons each, moderate over-dispersion.
    betabin_case("twoAfc", c(2, 3, 5, 1, 4, 2, 3, 0, 5, 2, 3, 4, 1, 2, 5, 3, 2, 4, 1, 3),
                 c(3, 4, 5, 3, 5, 2, 4, 3, 5, 4, 3, 5, 3, 2, 5, 4, 3, 5, 4, 3)),
    betabin_case("twoAfc", c(2, 3, 5, 1, 4, 2, 3, 0, 5, 2, 3, 4, 1, 2, 5, 3, 2, 4, 1, 3),
                 c(3, 4, 5, 3, 5, 2, 4, 3, 5, 4, 3, 5, 3, 2, 5, 4, 3, 5, 4, 3), corrected = FALSE),
    betabin_case("threeAfc", c(5, 4, 1, 5, 2, 3, 5, 1), rep(5, 8)),
    betabin_case("tetrad", c(3, 1, 2, 3, 0, 3, 1, 2, 3, 1, 0, 3), rep(3, 12)),
    betabin_case("tetrad", c(2, 2, 1, 2, 2, 1, 2, 2, 1, 2), rep(3, 10)),
    betabin_case("twoOutOfFive", c(3, 0, 1, 3, 0, 2, 0, 3, 1, 0), rep(3, 10)),
    betabin_case("hexad", c(4, 1, 0, 3, 4, 0, 2, 1, 4), rep(4, 9)),
    # A panel near guessing: 14 judges, 3 triangles each.
    betabin_case("triangle", c(1, 2, 0, 1, 1, 3, 0, 1, 2, 1, 0, 2, 1, 1), rep(3, 14)),
    betabin_case("triangle", c(1, 2, 0, 1, 1, 3, 0, 1, 2, 1, 0, 2, 1, 1), rep(3, 14), corrected = FALSE),
    betabin_case("duoTrio", c(7, 9, 4, 10, 8, 6, 10, 5, 9, 7, 8, 10, 3, 9, 6, 8), rep(10, 16))),
  twoac = list(
    twoac_case(2, 2, 6), twoac_case(15, 15, 20), twoac_case(30, 5, 10), twoac_case(40, 25, 35),
    twoac_case(12, 0, 8), twoac_case(10, 0, 0), twoac_case(0, 0, 7), twoac_case(5, 10, 0),
    twoac_case(0, 4, 9), twoac_case(0, 20, 0), twoac_case(1, 1, 1), twoac_case(25, 50, 25)),
  dod = list(
    dod_case(c(25, 22, 33, 20), c(11, 18, 29, 42)),
    dod_case(c(10, 20, 30, 40), c(40, 30, 20, 10)),
    dod_case(c(30, 20, 15, 5, 0), c(28, 22, 14, 6, 0)),
    dod_case(c(12, 18, 9, 6, 3, 2), c(4, 8, 10, 12, 9, 7)),
    dod_case(c(20, 15, 10, 5), c(5, 10, 15, 20)),
    dod_case(c(8, 0, 5, 2), c(3, 0, 6, 7)),
    dod_case(c(40, 35, 15, 10), c(30, 30, 25, 15)),
    # Six categories, the last two boundaries within 10 % (sensR gives no standard error).
    dod_case(c(42, 21, 8, 2, 0, 0), c(31, 12, 14, 14, 1, 1)))
))
