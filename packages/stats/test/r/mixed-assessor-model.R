# Expected values of the mixed assessor model of packages/stats (src/mixed-assessor-model.ts),
# computed with SensMixed 2.1-0 (CRAN only: R CMD INSTALL from its mirror github:cran/SensMixed,
# with doBy 4.6-2 from github:cran/doBy and Debian's r-cran-lme4, r-cran-hmisc, r-cran-plyr,
# r-cran-xtable, r-cran-reshape2, r-cran-ggplot2, r-cran-shiny, r-cran-shinybs) and base R.
# Regenerate from the repository root:
#   Rscript packages/stats/test/r/mixed-assessor-model.R && npx prettier --write packages/stats/test/fixtures/mixed-assessor-model.json
# The data sets are made here (fixed seed) and written into the fixture with the results.
#
# The mixed assessor model (Brockhoff, Schlich & Skovgaard 2015, "Taking individual scaling
# differences into account by analyzing profile data with the Mixed Assessor Model", Food Quality
# and Preference 39): y_ijk = µ + α_i + β_i·ν_j + d_ij + ε_ijk, judge i scoring product j in
# repetition k. The judge × product interaction splits into the scaling (each judge's slope β_i on
# the panel's product means) and what is left, the disagreement. Balanced data: SensMixed's
# MAManalysis, as sensmixed(..., control = list(MAM_balanced = TRUE)) calls it with its defaults
# (MAM_adjusted = FALSE, MAM_alpha_conditional = 1: the unadjusted, unconditional MAM). It rounds
# what it prints (F to 2 decimals, p to 4), so it is run here with `round` as the identity: the
# package's own arithmetic, unrounded. Unbalanced data (SensMixed refuses them): the same
# decomposition as base R's sequential anova(lm(value ~ judge + product + judge:x + judge:product)),
# x the panel's mean of each product, which equals SensMixed's on balanced data (checked below).
suppressPackageStartupMessages(library(SensMixed))
source(file.path("packages", "stats", "test", "r", "json.R"))

set.seed(20150401)

# 8 judges, 5 products, 3 repetitions on a 0-10 line, two attributes. On "sweet" judges use the
# scale differently: J02 and J05 compress it (β about 0.5), J03 and J07 stretch it (about 1.5);
# on "bitter" they share one scale.
products <- paste0("P", 1:5)
judges <- sprintf("J%02d", 1:8)
truth <- list(sweet = c(2.5, 3.8, 5.0, 6.4, 7.6), bitter = c(6.0, 4.1, 5.2, 3.3, 4.6))
stretch <- list(sweet = c(1, 0.5, 1.5, 1, 0.5, 1.1, 1.5, 0.9), bitter = rep(1, 8))
rows <- expand.grid(repetition = 1:3, product = products, judge = judges, stringsAsFactors = FALSE)
rows <- rows[, c("judge", "product", "repetition")]
for (attribute in names(truth)) {
  level <- truth[[attribute]][match(rows$product, products)]
  scale <- stretch[[attribute]][match(rows$judge, judges)]
  shift <- runif(length(judges), -1, 1)[match(rows$judge, judges)]
  rows[[attribute]] <- round(pmin(10, pmax(0, 5 + shift + scale * (level - 5) + rnorm(nrow(rows), 0, 0.7))), 1)
}

unrounded_mam <- SensMixed:::MAManalysis
environment(unrounded_mam) <- list2env(list(round = function(x, digits = 0) x),
                                       parent = environment(SensMixed:::MAManalysis))
sensmixed <- unrounded_mam(rows, adjustedMAM = FALSE, alpha_conditionalMAM = 1)
aov_tables <- sensmixed[[3]]
scaling_rows <- sensmixed[[2]]

observations_of <- function(data, attribute) lapply(seq_len(nrow(data)), function(i)
  list(product = as.character(data$product[i]), judge = as.character(data$judge[i]), value = data[[attribute]][i]))
test_of <- function(row) list(df = row[["DF"]], sumSq = row[["SS"]], meanSq = row[["MS"]],
                              F = row[["F"]], pValue = row[["Pval"]])

# Each judge's β, the slope of their product means on the panel's over the products they
# scored, and its test of β = 1 (MAM-CAP's individual scaling test, F(1, products - 2)) by lm.
judge_scalings <- function(data, attribute) {
  panel <- tapply(data[[attribute]], data$product, mean)
  judges <- sort(unique(data$judge))
  scalings <- lapply(judges, function(judge) {
    own <- tapply(data[[attribute]][data$judge == judge], data$product[data$judge == judge], mean)
    x <- panel[names(own)]
    test <- anova(lm(I(own - x) ~ x))
    list(beta = unname(coef(lm(own ~ x))[2]), F = test[["F value"]][1], pValue = test[["Pr(>F)"]][1])
  })
  names(scalings) <- judges
  scalings
}
stars <- function(p) as.character(cut(p, c(-Inf, 0.001, 0.01, 0.05, 0.1, Inf), c("***", "**", "*", ".", " ")))

balanced_case <- function(attribute) {
  table <- aov_tables[, , attribute]
  scalings <- judge_scalings(rows, attribute)
  # SensMixed's β (its scaling row, printed unrounded) and the significance of its individual
  # scaling tests (the row beneath: only stars) are lm's.
  beta <- as.numeric(scaling_rows["Scaling", judges, attribute])
  stopifnot(isTRUE(all.equal(beta, sapply(scalings, `[[`, "beta"), tolerance = 1e-10, check.attributes = FALSE)),
            identical(unname(scaling_rows[which(rownames(scaling_rows) == "Scaling") + 1, judges, attribute]),
                      stars(sapply(scalings, `[[`, "pValue"))))
  for (judge in judges) scalings[[judge]]$beta <- beta[match(judge, judges)]
  list(observations = observations_of(rows, attribute), judges = scalings,
       judge = test_of(table["Assessor", ]), product = test_of(table["Product", ]),
       scalingTest = test_of(table["Scaling", ]), disagreement = test_of(table["Disagreement", ]),
       error = list(df = table[["Error", "DF"]], sumSq = table[["Error", "SS"]], meanSq = table[["Error", "MS"]]))
}

# The MAM by lm, on balanced and unbalanced data alike.
lm_case <- function(data, attribute) {
  data$value <- data[[attribute]]
  data$judge <- factor(data$judge)
  data$product <- factor(data$product)
  panel <- tapply(data$value, data$product, mean)
  data$x <- panel[as.character(data$product)]
  table <- anova(lm(value ~ judge + product + judge:x + judge:product, data = data))
  error <- table["Residuals", ]
  dis <- table["judge:product", ]
  against <- function(row, denominator) {
    F <- row[["Mean Sq"]] / denominator[["Mean Sq"]]
    list(df = row[["Df"]], sumSq = row[["Sum Sq"]], meanSq = row[["Mean Sq"]], F = F,
         pValue = pf(F, row[["Df"]], denominator[["Df"]], lower.tail = FALSE))
  }
  interaction <- list(Df = dis[["Df"]] + table["judge:x", "Df"],
                      `Mean Sq` = (dis[["Sum Sq"]] + table["judge:x", "Sum Sq"]) / (dis[["Df"]] + table["judge:x", "Df"]))
  list(observations = observations_of(data, "value"), judges = judge_scalings(data, "value"),
       judge = against(table["judge", ], interaction), product = against(table["product", ], dis),
       scalingTest = against(table["judge:x", ], dis), disagreement = against(dis, error),
       error = list(df = error[["Df"]], sumSq = error[["Sum Sq"]], meanSq = error[["Mean Sq"]]))
}

# SensMixed and lm agree on balanced data: the same model. SensMixed's p-values are 1 - pf(),
# exact to about 1e-16 absolutely (so not relatively below 1e-10), lm's the upper tail.
for (attribute in names(truth)) {
  a <- balanced_case(attribute)
  b <- lm_case(rows, attribute)
  for (term in c("judge", "product", "scalingTest", "disagreement")) {
    stopifnot(isTRUE(all.equal(a[[term]][-5], b[[term]][-5], tolerance = 1e-10)),
              abs(a[[term]]$pValue - b[[term]]$pValue) < 1e-12)
  }
}

# Unbalanced: some repetitions missing, and J08 never scored P5.
unbalanced <- rows[-c(2, 17, 40, 41, 77, 100), ]
unbalanced <- unbalanced[!(unbalanced$judge == "J08" & unbalanced$product == "P5"), ]

write_json(file.path("packages", "stats", "test", "fixtures", "mixed-assessor-model.json"), list(
  sensmixed = list(sweet = balanced_case("sweet"), bitter = balanced_case("bitter")),
  lm = list(unbalanced = lm_case(unbalanced, "sweet"))
))
