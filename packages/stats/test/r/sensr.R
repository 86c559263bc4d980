# Expected values of the discrimination, same-different, A-not-A, paired preference and
# planning functions of packages/stats, computed with sensR 1.5-3 (CRAN; not in Debian:
# install it with R CMD INSTALL from its CRAN source). Regenerate from the repository root:
#   Rscript packages/stats/test/r/sensr.R && npx prettier --write packages/stats/test/fixtures/sensr.json
# It writes packages/stats/test/fixtures/sensr.json, which the tests read; they do not need R.

suppressPackageStartupMessages(library(sensR))
stopifnot(packageVersion("sensR") == "1.5.3")
source(file.path("packages", "stats", "test", "r", "json.R"))

# Palate's method names and sensR's, with the interval sensR's linkfun searches for d′.
methods <- list(
  triangle = list(sensr = "triangle", upper = 15), duoTrio = list(sensr = "duotrio", upper = 16),
  twoAfc = list(sensr = "twoAFC", upper = 15), threeAfc = list(sensr = "threeAFC", upper = 9),
  tetrad = list(sensr = "tetrad", upper = 9), twoOutOfFive = list(sensr = "twofive", upper = 9.28),
  hexad = list(sensr = "hexad", upper = 5.368))

# sensR's 3-AFC psyfun integrates at integrate()'s default tolerance, off by up to about 5e-9
# (d′ = 1); its pc is taken here as sensR's integrand integrated to 1e-13.
psychometric_case <- function(method, d) {
  m <- methods[[method]]$sensr
  pc <- psyfun(d, method = m)
  if (method == "threeAfc") {
    exact <- integrate(function(x) dnorm(x - d) * pnorm(x)^2, -Inf, Inf, rel.tol = 1e-13, abs.tol = 0)$value
    stopifnot(abs(exact - pc) < 1e-7)
    pc <- exact
  }
  list(method = method, d = d, pc = pc, slope = psyderiv(d, method = m))
}

# discrim(…, statistic = "exact") gives pc, pd, their standard errors and the p-value; its
# d′ is uniroot's at the default tolerance (about 1e-4), so d′ is taken here as the root of
# sensR's own psychometric function to 1e-14, and its standard error by sensR's delta method
# at that root: se(pc) / psyderiv(d′).
discrim_case <- function(method, correct, n) {
  m <- methods[[method]]
  fit <- discrim(correct, n, method = m$sensr, statistic = "exact")
  table <- coef(fit)
  pc <- table["pc", "Estimate"]
  d <- if (pc <= sensR:::getPguess(m$sensr)) 0 else if (pc == 1) Inf else
    uniroot(function(d) sensR:::getFamily(m$sensr)$linkinv(d) - pc, c(0, m$upper), tol = 1e-14)$root
  stopifnot(abs(d - table["d-prime", "Estimate"]) < 1e-3 || !is.finite(d))
  pcSE <- table["pc", "Std. Error"]
  list(method = method, correct = correct, n = n, pc = pc, pcSE = pcSE, pd = table["pd", "Estimate"],
       pdSE = table["pd", "Std. Error"], dPrime = d, dPrimeSE = pcSE / psyderiv(d, method = m$sensr),
       pValue = fit$p.value)
}

# samediff's own estimates (its uniroot for δ at tol = 1e-6 is inside the 1e-5 the tests ask).
samediff_case <- function(ss, ds, sd, dd) {
  fit <- samediff(ss, ds, sd, dd)
  list(sameSame = ss, diffSame = ds, sameDiff = sd, diffDiff = dd, tau = unname(coef(fit)[1]),
       delta = unname(coef(fit)[2]), case = fit$case)
}

# AnotA fits a probit GLM with glm's default convergence (epsilon 1e-8 on the deviance), and
# refuses a control argument; the same model is refitted here to convergence for d′ and its
# standard error; the p-value is AnotA's (Fisher's exact test, one-sided).
anota_case <- function(x1, n1, x2, n2) {
  fit <- AnotA(x1, n1, x2, n2)
  xt <- cbind(c(x1, x2), c(n1 - x1, n2 - x2))
  converged <- glm(xt ~ gl(2, 1), family = binomial(link = "probit"),
                   control = glm.control(epsilon = 1e-15, maxit = 100))
  b <- coef(summary(converged))
  stopifnot(abs(-b[2, 1] - coef(fit)) < 1e-4, abs(b[2, 2] - fit$se) < 1e-4)
  list(hits = x1, a = n1, falseAlarms = x2, notA = n2, dPrime = -b[2, 1], dPrimeSE = b[2, 2],
       pValue = fit$p.value, sensrDPrime = unname(coef(fit)))
}

preference_case <- function(first, second) {
  list(first = first, second = second, pValue = binom.test(first, first + second, 0.5)$p.value)
}

power_case <- function(method, n, pd, pd0 = 0, alpha = 0.05, test = "difference") {
  list(method = method, n = n, pd = pd, pd0 = pd0, alpha = alpha, test = test,
       power = discrimPwr(pd, pd0, n, alpha, sensR:::getPguess(methods[[method]]$sensr), test, "exact"))
}

sample_size_case <- function(method, pd, power, pd0 = 0, alpha = 0.05, test = "difference") {
  list(method = method, pd = pd, pd0 = pd0, power = power, alpha = alpha, test = test,
       sampleSize = discrimSS(pd, pd0, power, alpha, sensR:::getPguess(methods[[method]]$sensr), test, "exact"))
}

all_methods <- names(methods)
write_json(file.path("packages", "stats", "test", "fixtures", "sensr.json"), list(
  psychometric = unlist(lapply(all_methods, function(method)
    lapply(c(0.05, 0.3, 1, 1.7, 2.5, 4, 5.2), function(d) psychometric_case(method, d))), recursive = FALSE),
  discrim = c(
    unlist(lapply(all_methods, function(method) list(
      discrim_case(method, 18, 30), discrim_case(method, 5, 12), discrim_case(method, 61, 100),
      discrim_case(method, 140, 400), discrim_case(method, 2, 20), discrim_case(method, 0, 10),
      discrim_case(method, 10, 10), discrim_case(method, 39, 40))), recursive = FALSE),
    list(discrim_case("triangle", 10, 30), discrim_case("duoTrio", 15, 30), discrim_case("hexad", 1, 10),
         discrim_case("twoOutOfFive", 3, 30), discrim_case("threeAfc", 1, 1))),
  samediff = list(
    samediff_case(8, 5, 4, 9), samediff_case(45, 15, 20, 40), samediff_case(2, 2, 1, 7),
    samediff_case(30, 10, 25, 25), samediff_case(10, 0, 3, 17), samediff_case(10, 5, 12, 3),
    samediff_case(20, 4, 9, 0), samediff_case(0, 6, 3, 9), samediff_case(10, 5, 0, 8),
    samediff_case(5, 3, 0, 0), samediff_case(0, 5, 0, 8), samediff_case(5, 0, 3, 0), samediff_case(0, 0, 3, 5)),
  anota = list(
    anota_case(10, 25, 5, 25), anota_case(57, 80, 20, 90), anota_case(8, 20, 9, 20),
    anota_case(3, 30, 1, 40), anota_case(199, 200, 2, 200)),
  preference = list(
    preference_case(18, 12), preference_case(30, 10), preference_case(0, 7),
    preference_case(5, 5), preference_case(1, 0), preference_case(120, 97)),
  power = c(
    unlist(lapply(all_methods, function(method) list(
      power_case(method, 30, 0.5), power_case(method, 100, 0.2), power_case(method, 12, 0.8, alpha = 0.01),
      power_case(method, 200, 0.05, pd0 = 0.2, test = "similarity"),
      power_case(method, 60, 0, pd0 = 0.3, alpha = 0.1, test = "similarity"))), recursive = FALSE),
    list(power_case("triangle", 5, 0.1), power_case("twoAfc", 3, 0, pd0 = 0.1, test = "similarity"),
         power_case("hexad", 1, 1))),
  sampleSize = unlist(lapply(all_methods, function(method) list(
    sample_size_case(method, 0.5, 0.8), sample_size_case(method, 0.3, 0.9, alpha = 0.01),
    sample_size_case(method, 0.2, 0.8), sample_size_case(method, 0.8, 0.95),
    sample_size_case(method, 0.1, 0.8, pd0 = 0.3, test = "similarity"),
    sample_size_case(method, 0, 0.9, pd0 = 0.25, alpha = 0.1, test = "similarity"))), recursive = FALSE)
))
