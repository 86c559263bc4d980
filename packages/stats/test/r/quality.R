# Expected values of the quality-control and shelf-life statistics (issue 44):
# Dunnett's comparisons with a control (multcomp), Hough's shelf-life survival models
# (survival::survreg) and Shewhart control charts (qcc 2.7, from CRAN: not in Debian; fetch
# its source and `R CMD INSTALL` it). Needs r-cran-multcomp and r-cran-survival.
# Regenerate from the repository root with:
#   Rscript packages/stats/test/r/quality.R && npx prettier --write packages/stats/test/fixtures/{dunnett,shelf-life,control-charts}.json
suppressMessages({
  library(multcomp)
  library(survival)
  library(qcc)
})
source(file.path("packages", "stats", "test", "r", "json.R"))
out_dir <- file.path("packages", "stats", "test", "fixtures")
write_fixture <- function(name, value) write_json(file.path(out_dir, paste0(name, ".json")), value)

# --- Dunnett's comparisons with a control ---------------------------------------------------
# glht's single-step p-values integrate a multivariate t by randomized quasi-Monte Carlo:
# asked here for an absolute error of 1e-7 (its estimate is kept beside each p-value).
observations <- function(d) lapply(seq_len(nrow(d)), function(i) list(value = d$value[i],
  product = as.character(d$product[i]), judge = as.character(d$judge[i])))
dunnett_case <- function(d, control) {
  d$product <- relevel(factor(as.character(d$product)), ref = control)
  d$judge <- factor(as.character(d$judge))
  fit <- aov(value ~ product + judge, data = d)
  set.seed(44)
  s <- summary(glht(fit, linfct = mcp(product = "Dunnett")),
               test = adjusted("single-step", abseps = 1e-7, maxpts = 5e7))
  others <- levels(d$product)[-1]
  list(observations = observations(d), control = control, df = fit$df.residual,
       pValueError = attr(s$test$pvalues, "error"),
       comparisons = setNames(lapply(seq_along(others), function(i) list(
         estimate = unname(s$test$coefficients[i]), se = unname(s$test$sigma[i]),
         t = unname(s$test$tstat[i]), pValue = s$test$pvalues[i])), others))
}
set.seed(4401)
# A difference-from-control test: 5 products, the blind control "C" among them, 12 judges.
effects <- c(A = 0.3, B = 1.4, C = 0, D = -0.2, E = 2.1)
dfc <- expand.grid(product = names(effects), judge = sprintf("J%02d", 1:12), stringsAsFactors = FALSE)
judge_bias <- rnorm(12, 0, 0.7)
dfc$value <- round(pmin(10, pmax(0, 3 + effects[dfc$product] + judge_bias[as.integer(factor(dfc$judge))] +
  rnorm(nrow(dfc), 0, 1))), 1)
# Missing cells: the comparisons' correlation is no longer of one factor.
dfc_missing <- dfc[-c(2, 9, 10, 23, 31, 44, 47, 58), ]
# Three products, one missing cell: two comparisons.
three <- dfc[dfc$product %in% c("A", "C", "E") & !(dfc$judge == "J03" & dfc$product == "E"), ]
# Judges rating each product twice (the additive model all the same), one rating missing.
repeated <- rbind(dfc[dfc$judge %in% sprintf("J%02d", 1:6), ], transform(dfc[dfc$judge %in% sprintf("J%02d", 1:6), ],
  value = round(value + rnorm(30, 0, 0.6), 1)))[-7, ]
# mvtnorm::pmvt(-c, c) itself, to 1e-7 where it can: one, two (a negative correlation) and
# three variables, five of one factor, four and five of no factor.
mvt_case <- function(corr, df, bounds) {
  set.seed(44)
  list(correlation = lapply(seq_len(nrow(corr)), function(i) I(corr[i, ])), df = df, bounds = I(bounds),
       probabilities = lapply(bounds, function(b) {
         p <- pmvt(-rep(b, nrow(corr)), rep(b, nrow(corr)), corr = corr, df = df,
                   algorithm = GenzBretz(maxpts = 1e7, abseps = 1e-7, releps = 0))
         list(p = as.numeric(p), error = attr(p, "error"))
       }))
}
equal <- function(m, r) { x <- matrix(r, m, m); diag(x) <- 1; x }
factor_of <- function(l) { x <- outer(l, l); diag(x) <- 1; x }
general4 <- matrix(c(1, 0.46, 0.45, 0.3, 0.46, 1, 0.42, 0.5, 0.45, 0.42, 1, 0.4, 0.3, 0.5, 0.4, 1), 4)
general5 <- outer(1:5, 1:5, function(i, j) ifelse(i == j, 1, 0.5 - 0.03 * ((i + j) %% 3)))
write_fixture("dunnett", list(
  cases = list(
    balanced = dunnett_case(dfc, "C"),
    missing = dunnett_case(dfc_missing, "C"),
    three = dunnett_case(three, "C"),
    repeated = dunnett_case(repeated, "C")),
  multivariateT = list(
    mvt_case(matrix(1), 5, c(0.4, 2.015048, 4)),
    mvt_case(matrix(c(1, -0.3, -0.3, 1), 2), 3, c(1, 2.5)),
    mvt_case(equal(3, 0.5), 21, c(0.5, 2.2, 3.1)),
    mvt_case(factor_of(c(0.8, 0.7, 0.6, 0.5, 0.3)), 12, c(1.5, 2.7, 3.6)),
    mvt_case(general4, 17, c(0.5, 2.2, 3.1)),
    mvt_case(general5, 40, c(1.1, 2.6, 3.5)))
))

# --- Shelf life: Hough's survival analysis -----------------------------------------------------
# Each consumer answers "would you consume it?" on every storage time; the censoring is
# written here again from Hough et al. (2003), as src/shelf-life.ts documents it: the first
# rejection ends the interval, a fresh rejection leaves the consumer out.
censor <- function(times, rejected) {
  o <- order(times); times <- times[o]; rejected <- rejected[o]
  first <- which(rejected)[1]
  if (is.na(first)) return(if (max(times) > 0) c(max(times), NA) else NULL)
  if (times[first] == 0) return("fresh")
  c(if (first > 1) times[first - 1] else 0, times[first])
}
shelf_case <- function(answers) {
  censored <- lapply(answers, function(a) censor(a$time, a$rejected))
  fresh <- sum(vapply(censored, identical, TRUE, "fresh"))
  kept <- Filter(function(x) is.numeric(x), censored)
  lower <- vapply(kept, `[`, 0, 1); upper <- vapply(kept, `[`, 0, 2)
  non_monotone <- sum(vapply(answers, function(a) {
    r <- a$rejected[order(a$time)]; first <- which(r)[1]
    !is.na(first) && a$time[order(a$time)][first] > 0 && any(!r[-seq_len(first)])
  }, TRUE))
  model <- function(dist) {
    fit <- survreg(Surv(ifelse(lower == 0, NA, lower), upper, type = "interval2") ~ 1, dist = dist,
                   control = survreg.control(rel.tolerance = 1e-13, maxiter = 200))
    q <- predict(fit, newdata = data.frame(x = 1), type = "uquantile", p = c(0.25, 0.5), se.fit = TRUE)
    z <- qnorm(0.975)
    rejection <- lapply(1:2, function(i) list(time = exp(q$fit[i]), lower = exp(q$fit[i] - z * q$se.fit[i]),
                                             upper = exp(q$fit[i] + z * q$se.fit[i])))
    list(location = unname(coef(fit)), scale = fit$scale, logLik = fit$loglik[1],
         rejection = setNames(rejection, c("25", "50")))
  }
  list(answers = lapply(answers, function(a) lapply(seq_along(a$time), function(i) list(time = a$time[i], rejected = a$rejected[i]))),
       consumers = length(kept),
       censoring = list(left = sum(!is.na(upper) & lower == 0), right = sum(is.na(upper)),
                        interval = sum(!is.na(upper) & lower > 0)),
       rejectedFresh = fresh, nonMonotone = non_monotone,
       models = list(weibull = model("weibull"), lognormal = model("lognormal")))
}
# A reversed storage design: 70 consumers taste 0 to 60 days; true rejection times Weibull,
# each answer flipped with probability 0.05 (some reject the fresh sample, some are not
# monotone), a few answers missing.
set.seed(4402)
storage <- c(0, 10, 20, 30, 40, 50, 60)
yogurt <- lapply(1:70, function(i) {
  t <- rweibull(1, shape = 2.4, scale = 38)
  rejected <- xor(storage >= t, runif(length(storage)) < 0.05)
  keep <- runif(length(storage)) > 0.03 | storage == 0
  list(time = storage[keep], rejected = rejected[keep])
})
# Log-normal rejection times on uneven storage times, no noise.
set.seed(4403)
uneven <- c(0, 3, 7, 14, 21, 35)
bread <- lapply(1:40, function(i) {
  t <- rlnorm(1, log(12), 0.6)
  list(time = uneven, rejected = uneven >= t)
})
write_fixture("shelf-life", list(yogurt = shelf_case(yogurt), bread = shelf_case(bread)))

# --- Shewhart control charts (qcc) ---------------------------------------------------------------
# A baseline at the start is qcc(baseline, newdata = the rest); one elsewhere gives its centre
# and std.dev to a chart of the whole series in time order (qcc's center and std.dev
# arguments), so that every point is judged in order. Indices are written from 0.
chart_of <- function(q) {
  limits <- q$limits[rep(seq_len(nrow(q$limits)), length.out = length(c(q$statistics, q$newstats))), , drop = FALSE]
  list(centre = q$center, sigma = q$std.dev,
       points = lapply(seq_along(c(q$statistics, q$newstats)), function(i) list(
         value = unname(c(q$statistics, q$newstats)[i]), lower = limits[i, 1], upper = limits[i, 2])),
       beyondLimits = I(sort(q$violations$beyond.limits) - 1), violatingRuns = I(sort(q$violations$violating.runs) - 1))
}
qcc_of <- function(data, type, baseline) {
  inside <- seq(baseline[1] + 1, baseline[2])
  rows <- function(x, i) if (is.matrix(x)) x[i, , drop = FALSE] else x[i]
  size <- if (is.matrix(data)) nrow(data) else length(data)
  if (baseline[1] == 0) {
    if (baseline[2] == size) return(qcc(data, type = type, plot = FALSE))
    return(qcc(rows(data, inside), type = type, newdata = rows(data, -inside), plot = FALSE))
  }
  base <- qcc(rows(data, inside), type = type, plot = FALSE)
  qcc(data, type = type, center = base$center, std.dev = base$std.dev, plot = FALSE)
}
individuals_case <- function(x, baseline) {
  pairs <- cbind(x[-length(x)], x[-1])
  list(values = x, baseline = list(start = baseline[1], end = baseline[2]),
       individuals = chart_of(qcc_of(x, "xbar.one", baseline)),
       movingRange = chart_of(qcc_of(pairs, "R", c(baseline[1], baseline[2] - 1))))
}
xbar_case <- function(groups, baseline) {
  width <- max(lengths(groups))
  data <- t(sapply(groups, function(g) c(g, rep(NA, width - length(g)))))
  list(groups = groups, baseline = list(start = baseline[1], end = baseline[2]),
       xbar = chart_of(qcc_of(data, "xbar", baseline)))
}
set.seed(4404)
# Batch mean scores: 20 in control, then a drift upwards and one batch far off.
batch_means <- round(c(rnorm(20, 6, 0.4), rnorm(10, 6.45, 0.4)), 2)
batch_means[27] <- 8.1
# Batches scored by 3 to 8 judges; later batches shifted, so that runs and limits are crossed.
panel_groups <- lapply(1:28, function(i) round(rnorm(sample(3:8, 1), if (i > 18) 6.9 else 6, 1), 1))
# Consumer batches of 26 to 40 scores: qcc's std.dev is then "RMSDF".
consumer_groups <- lapply(1:12, function(i) round(rnorm(sample(26:40, 1), if (i == 11) 7 else 6.2, 1.3), 1))
write_fixture("control-charts", list(
  individuals = list(individuals_case(batch_means, c(0, 20)), individuals_case(batch_means, c(5, 20)),
                     individuals_case(batch_means, c(0, 30))),
  xbar = list(xbar_case(panel_groups, c(0, 15)), xbar_case(panel_groups, c(4, 16)),
              xbar_case(consumer_groups, c(0, 8)))
))
